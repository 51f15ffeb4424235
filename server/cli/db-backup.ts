import { existsSync, readFileSync } from "node:fs";
import type { Writable } from "node:stream";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupFolder } from "#server/backups/config";
import { BACKUP_MARKER, backupStoppedFolder, listBackups, restoreBackup } from "#server/backups/embedded";
import { CopyError, summaryLine } from "#server/backups/copy";
import { BackupFileError } from "#server/backups/format";
import { describeUrl, moveToPostgres, restoreIntoPostgres } from "#server/backups/postgres";
import { loadConfig, type Config } from "#server/config";
import { EmbeddedStoreLockedError } from "#server/db/embedded-lock";

const usage = `Back up, restore and move the database; see docs/storage.md.

  npm run db:backup
  npm run db:restore -- <file> [--to <DATABASE_URL>] [--force]
  npm run db:move -- --to <DATABASE_URL>

db:backup writes a backup of the embedded database (DATA_DIR) into BACKUP_DIR (default:
<DATA_DIR>-backups). While the service runs, it asks the service, which owns the folder, to write
it; otherwise it opens the folder itself. With DATABASE_URL (PostgreSQL), use pg_dump instead.
db:restore restores a backup into the service's database: the PostgreSQL database --to names (or
DATABASE_URL), else the folder DATA_DIR, which no process may hold: stop the service first. It
refuses a target that holds data unless --force (which replaces that data).
db:move copies the records of DATA_DIR (not the sessions or the throttle counts) into an empty
PostgreSQL database, checks each table's rows and checksum, and can be run again after an
interruption. The service must be stopped. A password can come from PGPASSWORD rather than the URL.
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

const postgresUrl = /^postgres(ql)?:\/\//;

async function restore(config: Config, file: string | undefined, options: Options): Promise<string> {
  if (!file) throw new BackupFileError("Name the backup file to restore: npm run db:restore -- <file>");
  if (!existsSync(file)) throw new BackupFileError(`${file} does not exist.`);
  const url = options.to ?? config.DATABASE_URL;
  if (url) {
    const { manifest, tables } = await restoreIntoPostgres(file, url, { force: options.force });
    return [
      `Restored ${file} (made ${manifest.createdAt}, schema ${manifest.schema}) into ${describeUrl(url)}:`,
      ...tables.map((table) => summaryLine(table, "restored")),
      "Not restored: sessions (the team signs in again) and throttle counts.",
      "Start the service with DATABASE_URL set to that database.",
    ].join("\n");
  }
  const manifest = await restoreBackup(file, config.DATA_DIR, { force: options.force });
  return (
    `Restored ${file} (made ${manifest.createdAt}, schema ${manifest.schema}) into ` +
    `${path.resolve(config.DATA_DIR)}. Start the service: it applies any newer migration.`
  );
}

async function move(config: Config, options: Options, io: CommandIo, progress: Progress): Promise<string> {
  if (!options.to) throw new CopyError("Name the PostgreSQL database to move into: --to <DATABASE_URL>");
  const folder = path.resolve(config.DATA_DIR);
  io.stdout.write(`Moving ${folder} into ${describeUrl(options.to)}:\n`);
  const tables = await moveToPostgres(folder, options.to, (line) => {
    progress.tables += 1;
    io.stdout.write(`${line}\n`);
  });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  return [
    `Moved ${rows} rows; every table has the same rows and checksum in both.`,
    "Not moved: sessions (the team signs in again) and throttle counts.",
    `Set DATABASE_URL to that database and start the service. Keep ${folder} until you have checked.`,
  ].join("\n");
}

type Options = { to?: string; force: boolean };
/** Tables a move has in the target so far: what a failure leaves there. */
type Progress = { tables: number };

/** Hints after a refusal, by what was refused. */
function hint(command: string, error: Error): string {
  if (!(error instanceof EmbeddedStoreLockedError)) return "";
  return command === "move" ? "\nStop the service, then move." : "\nStop the service, then restore.";
}

/**
 * Runs `backup`, `restore` or `move`; returns the exit code (0 done, 1 refused or failed, 2 bad
 * usage).
 */
export async function main(argv: string[], io: CommandIo = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { force: { type: "boolean" }, help: { type: "boolean" }, to: { type: "string" } },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [command, file, ...extra] = parsed.positionals;
  const { to, force = false } = parsed.values;
  const known =
    (command === "backup" && !file && to === undefined) ||
    command === "restore" ||
    (command === "move" && !file);
  const badUrl = to !== undefined && !postgresUrl.test(to);
  if (parsed.values.help || !known || extra.length > 0 || badUrl) {
    if (badUrl) io.stderr.write("--to takes a PostgreSQL URL: postgres://user@host:5432/database\n\n");
    (parsed.values.help ? io.stdout : io.stderr).write(usage);
    return parsed.values.help ? 0 : 2;
  }
  const config = loadConfig(io.env);
  if (command === "backup" && config.DATABASE_URL) {
    io.stderr.write("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/storage.md).\n");
    return 1;
  }
  const options: Options = { to, force };
  const progress: Progress = { tables: 0 };
  try {
    const done =
      command === "backup"
        ? await backup(config)
        : command === "move"
          ? await move(config, options, io, progress)
          : await restore(config, file, options);
    io.stdout.write(`${done}\n`);
    return 0;
  } catch (error) {
    const refused =
      error instanceof BackupFileError ||
      error instanceof CopyError ||
      error instanceof EmbeddedStoreLockedError;
    if (!refused) throw error;
    const kept =
      progress.tables > 0
        ? "The tables listed above are in the target: run the command again to go on from there."
        : "Nothing was changed.";
    io.stderr.write(`${error.message}${hint(command ?? "", error)}\n${kept}\n`);
    return 1;
  }
}
