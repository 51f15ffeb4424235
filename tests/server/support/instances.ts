import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { buildDir } from "../../support/built-site";

/** One instance of the built service (`node build/service/main.js`) in a process of its own. */
export type Instance = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Every line it wrote to standard output and error (its JSON log). */
  output: string[];
  /** Its output so far, as one text. */
  log: () => string;
  /** SIGTERM, and its exit. */
  stop: () => Promise<void>;
  /** SIGKILL: a crash. */
  kill: () => Promise<void>;
};

const serviceMain = path.resolve(buildDir, "service/main.js");

function exitOf(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, "exit");
}

/**
 * Starts an instance on a free port and resolves once it listens; rejects with what it wrote if
 * it exits first. `env` is added to a test configuration (JSON logs at info level).
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [serviceMain], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SITE_DIR: path.resolve(buildDir, "client"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        output.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening?.[1]) resolve(listening[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`The instance exited (${code}):\n${output.join("\n")}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    process: child,
    output,
    log: () => output.join("\n"),
    stop: async () => {
      const exited = exitOf(child);
      child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      const exited = exitOf(child);
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Starts the built service expecting it to refuse: resolves with its exit code and output. */
export async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  try {
    const instance = await startInstance(env);
    await instance.stop();
    throw new Error("The instance started");
  } catch (error) {
    const message = (error as Error).message;
    const code = /^The instance exited \((\d+|null)\)/.exec(message);
    if (!code) throw error;
    return { code: code[1] === "null" ? null : Number(code[1]), output: message };
  }
}
