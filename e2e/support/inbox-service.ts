import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import type * as InboxSeed from "./inbox-seed";

/**
 * The inbox's end-to-end tests run their own instance of the built service, on an embedded
 * database of their own: the account is created first with `npm run inbox:user` (an embedded
 * database is one process's at a time), then the service starts on the same folder.
 */
export type InboxService = {
  url: string;
  dataDir: string;
  /** Stops the service; its folders are removed unless `keepData` (the caller removes them then). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** Removes a service's data folder and its outbox. */
function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-outbox`, { recursive: true, force: true });
}

const buildDir = process.env.BUILD_DIR ?? "build";

function run(command: string, args: string[], env: NodeJS.ProcessEnv, input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")}: ${output}`)),
    );
    child.stdin.end(input);
  });
}

/** `npm run inbox:user -- create …` with the password on standard input, as documented. */
export function createAccount(dataDir: string, account: { email: string; name: string; password: string }) {
  return run(
    "npm",
    ["run", "-s", "inbox:user", "--", "create", "--email", account.email, "--name", account.name],
    { DATA_DIR: dataDir },
    `${account.password}\n`,
  );
}

/** `npm run inbox:user -- present --email … <options>`, as docs/inbox.md shows it. */
export function presentDemos(dataDir: string, email: string, options: string[]) {
  return run(
    "npm",
    ["run", "-s", "inbox:user", "--", "present", "--email", email, ...options],
    {
      DATA_DIR: dataDir,
    },
    "",
  );
}

export async function seedOldDemoRequest(dataDir: string, city: string, createdAt: Date): Promise<string> {
  const { module } = await runnerImport<typeof InboxSeed>(path.resolve("e2e/support/inbox-seed.ts"), {
    configFile: false,
    logLevel: "error",
  });
  return module.seedOldDemoRequest(dataDir, city, createdAt);
}

export function freshDataDir(): string {
  return mkdtempSync(path.resolve("test-results/inbox-e2e-"));
}

/**
 * Starts `node <build>/service/main.js` on a free port; resolves once it listens. `settings` are
 * this instance's own, on top of the ones below.
 */
export function startService(dataDir: string, settings: NodeJS.ProcessEnv = {}): Promise<InboxService> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "service/main.js")], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        NODE_ENV: "test",
        SITE_DIR: path.join(buildDir, "client"),
        DATA_DIR: dataDir,
        OUTBOX_DIR: path.join(dataDir, "..", `${path.basename(dataDir)}-outbox`),
        FORM_RATE_LIMIT: "1000",
        ...settings,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    const timer = setTimeout(() => reject(new Error(`The service did not start:\n${log}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk;
      const url = log.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        dataDir,
        stop: ({ keepData = false } = {}) =>
          new Promise<void>((done) => {
            const stopped = () => {
              if (!keepData) removeDataDir(dataDir);
              done();
            };
            if (child.exitCode !== null || child.signalCode !== null) return stopped();
            child.once("exit", stopped);
            child.kill("SIGTERM");
          }),
      });
    });
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk));
    child.on("exit", (code) => reject(new Error(`The service exited (${code}):\n${log}`)));
  });
}
