// What the container check's parts share (scripts/container-check.ts): running programs, waiting,
// failing with a message.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { installDebianPackage } from "../debian-package";

export const run = promisify(execFile);
export const started = Date.now();
export const root = path.resolve(import.meta.dirname, "../..");
export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Each phase's time, printed together at the end of the check. */
export const phases: { name: string; seconds: number }[] = [];
/** Records that the phase `name`, begun at `since`, has ended, and says so. */
export function phaseDone(name: string, since: number): string {
  phases.push({ name, seconds: (Date.now() - since) / 1000 });
  return seconds(since);
}
/** The phases' times, one a line, as the check prints them at its end. */
export function phaseTable(): string {
  const width = Math.max(...phases.map((p) => p.name.length), "total".length);
  const line = (name: string, s: number) => `  ${name.padEnd(width)}  ${s.toFixed(0).padStart(5)} s`;
  return ["Phase times:", ...phases.map((p) => line(p.name, p.seconds))]
    .concat(line("total", (Date.now() - started) / 1000))
    .join("\n");
}

/** A failure of the check, said as it is: its message is all that is printed. */
export class CheckFailed extends Error {}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/** A program from Debian's packages, installed when it is missing (as root). */
export function findProgram(file: string, pkg: string): string {
  if (!existsSync(file)) installDebianPackage(pkg, `install Debian's \`${pkg}\` package`);
  check(existsSync(file), `${file} is still missing after installing ${pkg}`);
  return file;
}

/**
 * Runs a command, failing with its name when it fails. Its output is shown as it comes, each line
 * after the time since the check began, except lines that `quiet` matches: those are shown only
 * when the command fails.
 */
export function step(
  file: string,
  args: string[],
  options: { cwd?: string; quiet?: RegExp } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"], cwd: options.cwd });
    const held: string[] = [];
    const lines = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = "";
      stream.on("data", (chunk: Buffer) => {
        const parts = (rest + String(chunk)).split("\n");
        rest = parts.pop() ?? "";
        for (const line of parts) {
          if (options.quiet?.test(line)) held.push(line);
          else out.write(`[${seconds(started).padStart(5)}] ${line}\n`);
        }
      });
      stream.on("end", () => rest && out.write(`${rest}\n`));
    };
    lines(child.stdout, process.stdout);
    lines(child.stderr, process.stderr);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      if (held.length > 0) console.error(held.join("\n"));
      reject(new CheckFailed(`${path.basename(file)} ${args[0]} failed (exit ${code})`));
    });
  });
}

/** Asks `probe` every 250 ms until it gives a value; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    check(Date.now() < deadline, `${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A TCP port on loopback that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
