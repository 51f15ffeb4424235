import { Writable } from "node:stream";
import { main } from "#server/cli/db-backup";

/**
 * Runs `npm run db:backup` / `db:restore -- …` in-process, its logs silent unless `env` says
 * otherwise; resolves with its exit code and what it wrote to standard output and error.
 */
export async function backupCli(args: string[], env: Record<string, string>) {
  let out = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  const code = await main(args, { stdout: sink, stderr: sink, env: { LOG_LEVEL: "silent", ...env } });
  return { code, out };
}
