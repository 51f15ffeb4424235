import type { Readable, Writable } from "node:stream";

/** The password could not be read: cancelled, or typed differently twice. Nothing was changed. */
export class PasswordInputError extends Error {}

/** Where the command reads the password from: a terminal (typed, not echoed) or a pipe. */
export type PasswordInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** Reads what is typed without echoing it; Ctrl-C cancels. */
function promptHidden(question: string, input: PasswordInput, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    input.setRawMode?.(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003") {
          finish();
          return reject(new PasswordInputError("Cancelled; nothing was changed"));
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

/** The first line of everything piped in (a trailing newline or CR is not part of the password). */
async function readFirstLine(input: Readable): Promise<string> {
  let text = "";
  for await (const chunk of input)
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return text.split(/\r?\n/)[0] ?? "";
}

/**
 * A password for a command, never from its arguments or the environment (they end up in shell
 * history and process lists): asked twice on a terminal, or read from standard input.
 */
export async function readNewPassword(input: PasswordInput, output: Writable): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const first = await promptHidden("New password: ", input, output);
  const second = await promptHidden("Same password again: ", input, output);
  if (first !== second) throw new PasswordInputError("The two passwords differ; nothing was changed");
  return first;
}
