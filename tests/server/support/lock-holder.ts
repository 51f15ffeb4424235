import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const lockModule = path.resolve("server/db/embedded-lock.ts");

/**
 * Another process that takes an embedded folder's lock with the service's own code and keeps it
 * until it is killed (`kill("SIGKILL")` stands for a crash: the lock file stays behind).
 */
export async function holdLockInAnotherProcess(folder: string): Promise<ChildProcess> {
  const script = `
    const { lockEmbeddedStore } = await import(${JSON.stringify(lockModule)});
    lockEmbeddedStore(${JSON.stringify(folder)});
    process.stdout.write("locked\\n");
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  if (!String(chunk).includes("locked")) throw new Error(`The lock holder said: ${String(chunk)}`);
  return child;
}

export async function crash(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}
