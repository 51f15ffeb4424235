import { existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "#server/db/client";
import { lockEmbeddedStore, LOCK_FILE } from "#server/db/embedded-lock";
import { applyMigrations, bundledMigrations } from "#server/db/migrate";
import * as schema from "#server/db/schema";
import { BackupFileError, packBackup, unpackBackup, type BackupManifest } from "./format";

/**
 * Backups of the embedded store (decision 048): taken from the PGlite instance that owns the folder
 * (`dumpDataDir` copies the folder between two queries, so what it holds is every transaction
 * committed before it, as after a power cut), written beside then renamed, the oldest pruned; and
 * restored into a stopped folder, beside it then renamed over it.
 */
const NAME = /^urbis-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar$/;

/** Written in the data folder by the service that takes backups on request: `{ pid, dir }`. */
export const BACKUP_MARKER = "urbis.backups.json";

/** `urbis-backup-2026-11-28T03-00-00.000Z.tar`: sorts by date, no colon in it. */
export const backupName = (at: Date) => `urbis-backup-${at.toISOString().replaceAll(":", "-")}.tar`;

/** The backup files of `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** When the newest backup of `dir` was made (from its name), or null when there is none. */
export async function newestBackupAt(dir: string): Promise<Date | null> {
  const newest = (await listBackups(dir))[0];
  if (!newest) return null;
  const stamp = path.basename(newest).slice("urbis-backup-".length, -".tar".length);
  return new Date(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, "T$1:$2:$3"));
}

async function lastSchema(client: PGlite): Promise<string> {
  const rows = (await client.query<{ tag: string }>("SELECT max(tag) AS tag FROM schema_migrations")).rows;
  const tag = rows[0]?.tag;
  if (!tag) throw new Error("The database has no migration applied: nothing to back up");
  return tag;
}

/**
 * Writes a backup of the open database `client` into `dir` and keeps the `keep` newest there.
 * Returns the file's path.
 */
export async function takeBackup(
  client: PGlite,
  { dir, keep, now = new Date() }: { dir: string; keep: number; now?: Date },
): Promise<string> {
  const schema = await lastSchema(client);
  const dump = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
  const bytes = packBackup(dump, { schema, createdAt: now.toISOString(), source: "embedded" });
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupName(now));
  const partial = path.join(dir, `.${path.basename(file)}.partial`);
  const handle = await open(partial, "w", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  for (const old of (await listBackups(dir)).slice(keep)) await rm(old, { force: true });
  return file;
}

/** Opens a folder no process holds (taking its lock), takes a backup of it and closes it. */
export async function backupStoppedFolder(dataDir: string, options: { dir: string; keep: number }) {
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new BackupFileError(`${path.resolve(dataDir)} holds no embedded database: nothing to back up.`);
  const release = lockEmbeddedStore(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      return await takeBackup(client, options);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Reads and checks a backup file (manifest, members, checksum, schema) before anything changes. */
export async function readBackup(file: string): Promise<{ manifest: BackupManifest; database: Buffer }> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(`${file} cannot be read (${error.code ?? error.message}).`);
  });
  return unpackBackup(
    bytes,
    file,
    bundledMigrations().map((m) => m.tag),
  );
}

/** The backup's database opened in `dataDir`, its schema checked against its manifest. */
async function openBackupDatabase(
  file: string,
  manifest: BackupManifest,
  database: Buffer,
  dataDir: string,
): Promise<PGlite> {
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(database)]),
  }).catch((error: unknown) => {
    throw new BackupFileError(`${file}: its database cannot be opened (${(error as Error).message}).`);
  });
  try {
    const found = await lastSchema(client);
    if (found !== manifest.schema)
      throw new BackupFileError(
        `${file}: its database has schema ${found}, its manifest ${manifest.schema}.`,
      );
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

/**
 * A backup file's database, as readBackup gave it, opened in memory with this build's migrations
 * applied: the source of a restore into PostgreSQL. Nothing on disk changes.
 */
export async function openBackup(
  file: string,
  { manifest, database }: { manifest: BackupManifest; database: Buffer },
): Promise<{ db: Database; close: () => Promise<void> }> {
  const client = await openBackupDatabase(file, manifest, database, "memory://");
  try {
    await applyMigrations({
      exec: (text) => client.exec(text),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: drizzle(client, { schema }), close: () => client.close() };
}

const holdsData = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).some((name) => name !== LOCK_FILE);

/**
 * Restores backup `file` into the embedded folder `dataDir`, which no process may hold (its lock is
 * taken for the while) and which must be empty or missing unless `force`. The database is
 * unpacked and opened beside the folder, then renamed over it: a refused or failed restore leaves
 * the folder as it was.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupManifest> {
  const { manifest, database } = await readBackup(file);
  const target = path.resolve(dataDir);
  await mkdir(target, { recursive: true });
  const release = lockEmbeddedStore(target);
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.restoring`);
  const replaced = path.join(path.dirname(target), `.${path.basename(target)}.replaced`);
  try {
    if (!force && (await holdsData(target)))
      throw new BackupFileError(
        `${target} already holds data: restore into an empty folder, or add --force to replace it.`,
      );
    await rm(staging, { recursive: true, force: true });
    await (await openBackupDatabase(file, manifest, database, staging)).close();
    // The source's lock and marker came with its files: they name the process that made it.
    for (const name of [LOCK_FILE, BACKUP_MARKER]) await rm(path.join(staging, name), { force: true });
    await rm(replaced, { recursive: true, force: true });
    await rename(target, replaced).catch((error: NodeJS.ErrnoException) => {
      throw new BackupFileError(
        `${target} cannot be moved aside (${error.code ?? error.message}): when it is a mount point ` +
          "(a container's volume), set DATA_DIR to a folder inside it.",
      );
    });
    await rename(staging, target).catch(async (error: unknown) => {
      await rename(replaced, target);
      throw error;
    });
    await rm(replaced, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
  return manifest;
}
