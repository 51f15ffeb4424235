import { existsSync, readFileSync } from "node:fs";
import type { Writable } from "node:stream";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupFolder } from "#server/backups/config";
import { BACKUP_MARKER, backupStoppedFolder, listBackups, restoreBackup } from "#server/backups/embedded";
import { BackupFileError } from "#server/backups/format";
import { loadConfig, type Config } from "#server/config";
import { EmbeddedStoreLockedError } from "#server/db/embedded-lock";

const usage = `Back up and restore the embedded database (DATA_DIR); see docs/storage.md.

  npm run db:backup
  npm run db:restore -- <file> [--force]

db:backup writes a backup into BACKUP_DIR (default: <DATA_DIR>-backups). While the service runs,
it asks the service, which owns the folder, to write it; otherwise it opens the folder itself.
db:restore restores a backup into DATA_DIR, which no process may hold: stop the service first.
It refuses a folder that holds data unless --force (which replaces that data).
With DATABASE_URL (PostgreSQL), use pg_dump and pg_restore instead, as docs/storage.md shows.
`;

export type CommandIo = { stdout: Writable; stderr: Writable; env: NodeJS.ProcessEnv };

const defaultIo: CommandIo = { stdout: process.stdout, stderr: process.stderr, env: process.env };

/** How long `db:backup` waits for the service to write the backup it asked for. */
const WAIT_MS = 120_000;

type Marker = { pid: number; dir: string };

function readMarker(dataDir: string): Marker | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, BACKUP_MARKER), "utf8")) as Marker;
  } catch {
    return null;
  }
}

/** Signals the service that holds the folder and waits for the backup it writes. */
async function askService(config: Config, locked: EmbeddedStoreLockedError): Promise<string> {
  const marker = readMarker(config.DATA_DIR);
  if (marker?.pid !== locked.owner.pid)
    throw new BackupFileError(
      `${locked.message}\nThat process does not take backups on request (it is not the service, or an ` +
        "older one): try again once it has finished, or stop it.",
    );
  const before = new Set(await listBackups(marker.dir));
  process.kill(marker.pid, "SIGUSR2");
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const made = (await listBackups(marker.dir)).find((file) => !before.has(file));
    if (made) return made;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BackupFileError(
    `The service (pid ${marker.pid}) wrote no backup within ${WAIT_MS / 1000} s: see its log.`,
  );
}

async function backup(config: Config): Promise<string> {
  try {
    const file = await backupStoppedFolder(config.DATA_DIR, {
      dir: backupFolder(config),
      keep: config.BACKUP_KEEP,
    });
    return `Backup written: ${file}`;
  } catch (error) {
    if (!(error instanceof EmbeddedStoreLockedError)) throw error;
    return `Backup written by the running service: ${await askService(config, error)}`;
  }
}

async function restore(config: Config, file: string | undefined, force: boolean): Promise<string> {
  if (!file) throw new BackupFileError("Name the backup file to restore: npm run db:restore -- <file>");
  if (!existsSync(file)) throw new BackupFileError(`${file} does not exist.`);
  const manifest = await restoreBackup(file, config.DATA_DIR, { force });
  return (
    `Restored ${file} (made ${manifest.createdAt}, schema ${manifest.schema}) into ` +
    `${path.resolve(config.DATA_DIR)}. Start the service: it applies any newer migration.`
  );
}

/** Runs `backup` or `restore`; returns the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function main(argv: string[], io: CommandIo = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { force: { type: "boolean" }, help: { type: "boolean" } },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [command, file, ...extra] = parsed.positionals;
  const known = (command === "backup" && !file) || command === "restore";
  if (parsed.values.help || !known || extra.length > 0) {
    (parsed.values.help ? io.stdout : io.stderr).write(usage);
    return parsed.values.help ? 0 : 2;
  }
  const config = loadConfig(io.env);
  if (config.DATABASE_URL) {
    io.stderr.write("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/storage.md).\n");
    return 1;
  }
  try {
    const done =
      command === "backup" ? await backup(config) : await restore(config, file, parsed.values.force ?? false);
    io.stdout.write(`${done}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupFileError || error instanceof EmbeddedStoreLockedError)) throw error;
    const hint = error instanceof EmbeddedStoreLockedError ? "\nStop the service, then restore." : "";
    io.stderr.write(`${error.message}${hint}\nNothing was changed.\n`);
    return 1;
  }
}
