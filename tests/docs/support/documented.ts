import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/** The repository, where a reader runs the commands the docs show. */
export const root = path.resolve(import.meta.dirname, "../../..");

/** The benchmarks as the docs show them: each in its smallest honest form (one page, one run). */
export const benchCommand = "npm run bench -- --runs=1 --langs=fr --pages=/";
export const toolsBenchCommand =
  "npm run bench:tools -- --runs=1 --langs=fr --pages=/core/tools/savings-estimator";
export const formsBenchCommand = "npm run bench:forms -- --requests=100 --concurrency=10";

const run = promisify(execFile);

/** Runs a documented command through the shell, as a reader would, in the repository. */
export function shell(command: string, env: Record<string, string>, input?: string) {
  const child = run("sh", ["-c", command], {
    cwd: root,
    env: { ...process.env, ...env },
    timeout: 600_000,
    maxBuffer: 10 * 1024 * 1024,
  });
  if (input !== undefined) child.child.stdin?.end(input);
  else child.child.stdin?.end();
  return child;
}
