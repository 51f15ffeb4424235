import { existsSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "#server/db/client";
import { lockEmbeddedStore } from "#server/db/embedded-lock";
import { bundledMigrations } from "#server/db/migrate";
import {
  checkKnownTables,
  checkSame,
  copyTable,
  CopyError,
  inUtcTransaction,
  isKnownTable,
  LEFT_TABLES,
  summarize,
  summarizeTables,
  summaryLine,
  tablesOf,
  tablesToCopy,
  type TableSummary,
} from "./copy";
import { openBackup, readBackup } from "./embedded";
import type { BackupManifest } from "./format";

/**
 * Into PostgreSQL (decision 049): `db:move` copies an embedded folder's records into an empty
 * database, one transaction per table, each recorded in MOVE_MARKER in the same transaction, so
 * that a move run again after an interruption copies only the tables that had not arrived;
 * `db:restore --to` copies a backup's records in one transaction. Both check each table's count
 * and checksum on both ends, and refuse a target that holds anything else.
 */

/** The move's progress in the target: one row per table copied; dropped once the move is checked. */
export const MOVE_MARKER = "urbis_move";

/** A database URL for messages: its password left out. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.href;
  } catch {
    return "the target database";
  }
}

type TargetState = {
  /** Tables the service does not have, or outside its schema: another application's. */
  foreign: string[];
  /** Tags of migrations this build does not have. */
  newer: string[];
  /** Our tables that hold rows (the migrations' record aside). */
  withRows: string[];
  /** Tables an earlier, interrupted move copied, and from where. */
  moved: { table: string; source: string }[];
};

/** What the target holds, read before anything is written to it. */
async function inspectTarget(url: string): Promise<TargetState> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => undefined);
  await client.connect().catch((error: Error) => {
    throw new CopyError(
      `${describeUrl(url)} cannot be reached (${error.message}): create the database first ` +
        "(createdb), and check the URL and the password (PGPASSWORD).",
    );
  });
  try {
    const tables = (
      await client.query<{ schema: string; name: string; ours: boolean }>(
        `SELECT schemaname AS schema, tablename AS name, schemaname = current_schema() AS ours
         FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
      )
    ).rows;
    const ours = tables.filter((t) => t.ours && (isKnownTable(t.name) || t.name === MOVE_MARKER));
    const state: TargetState = {
      foreign: tables.filter((t) => !ours.includes(t)).map((t) => `${t.schema}.${t.name}`),
      newer: [],
      withRows: [],
      moved: [],
    };
    for (const { name } of ours) {
      if (name === "schema_migrations") {
        const known = new Set(bundledMigrations().map((m) => m.tag));
        const tags = (await client.query<{ tag: string }>("SELECT tag FROM schema_migrations")).rows;
        state.newer = tags.map((row) => row.tag).filter((tag) => !known.has(tag));
      } else if (name === MOVE_MARKER) {
        state.moved = (
          await client.query<{ table: string; source: string }>(
            `SELECT table_name AS "table", source FROM ${MOVE_MARKER}`,
          )
        ).rows;
      } else if (
        // A table the move leaves is not a team's data (the slot list's version row is there from
        // the migration on).
        !(LEFT_TABLES as readonly string[]).includes(name) &&
        (await client.query(`SELECT 1 FROM "${name}" LIMIT 1`)).rowCount
      ) {
        state.withRows.push(name);
      }
    }
    return state;
  } finally {
    await client.end();
  }
}

function refuseOthers(state: TargetState, where: string): void {
  if (state.foreign.length > 0)
    throw new CopyError(
      `${where} holds other data (tables ${state.foreign.join(", ")}): use an empty database of its own ` +
        "for Urbis (createdb).",
    );
  if (state.newer.length > 0)
    throw new CopyError(
      `${where} has a schema newer than this build knows (${state.newer.join(", ")}): use the version ` +
        "of Urbis that made it, or an empty database.",
    );
}

const openTarget = (url: string) => openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 1 });

/**
 * Moves the records of the embedded folder `dataDir` into the PostgreSQL database `url` (empty, or
 * holding an interrupted move of this same folder). Takes the folder's lock for the while, so it
 * refuses a folder a running service holds. Calls `log` once per table; returns the summaries.
 */
export async function moveToPostgres(
  dataDir: string,
  url: string,
  log: (line: string) => void = () => undefined,
): Promise<TableSummary[]> {
  const where = describeUrl(url);
  const folder = path.resolve(dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new CopyError(`${folder} holds no embedded database: nothing to move.`);
  // A folder a running service holds is refused first: stopping it is the first step.
  lockEmbeddedStore(folder)();
  const target = await inspectTarget(url);
  refuseOthers(target, where);
  const sourceId = `${hostname()}:${folder}`;
  const other = target.moved.find((row) => row.source !== sourceId);
  if (other)
    throw new CopyError(
      `${where} holds part of a move from another folder (${other.source}): move into an empty database.`,
    );
  const done = new Set(target.moved.map((row) => row.table));
  const unexpected = target.withRows.filter((table) => !done.has(table));
  if (unexpected.length > 0)
    throw new CopyError(
      `${where} already holds data (${unexpected.join(", ")}): move into an empty database ` +
        "(create one, or drop and create this one). A move that printed its last line is done: " +
        "this command is not needed again.",
    );

  // Brings the folder's schema up to date, as the service would at its start: both ends then
  // have the same tables and columns.
  const source = await openDatabase({ dataDir: folder });
  try {
    checkKnownTables(await tablesOf(source.db), folder);
    const tables = await tablesToCopy(source.db);
    const expected = await summarizeTables(source.db, tables);
    const handle = await openTarget(url);
    try {
      await handle.db.execute(
        sql.raw(`CREATE TABLE IF NOT EXISTS ${MOVE_MARKER} (table_name text PRIMARY KEY,
          source text NOT NULL, rows integer NOT NULL, checksum text NOT NULL,
          copied_at timestamptz NOT NULL DEFAULT now())`),
      );
      for (const summary of expected) {
        if (done.has(summary.table)) {
          log(summaryLine(summary, "copied by an earlier run"));
          continue;
        }
        await inUtcTransaction(handle.db, async (tx) => {
          await copyTable(source.db, tx, summary.table);
          checkSame(summary, await summarize(tx, summary.table), "Nothing of this table was kept.");
          await tx.execute(
            sql`INSERT INTO ${sql.raw(MOVE_MARKER)} (table_name, source, rows, checksum)
                VALUES (${summary.table}, ${sourceId}, ${summary.rows}, ${summary.checksum})`,
          );
        });
        log(summaryLine(summary, "copied"));
      }
      const copied = await summarizeTables(handle.db, tables);
      expected.forEach((summary, i) =>
        checkSame(
          summary,
          copied[i] ?? { table: summary.table, rows: 0, checksum: "" },
          "The folder changed since the move began (did the service run on it?): drop and create " +
            "the target database, then move again.",
        ),
      );
      await handle.db.execute(sql.raw(`DROP TABLE ${MOVE_MARKER}`));
      return copied;
    } finally {
      await handle.close();
    }
  } finally {
    await source.close();
  }
}

/**
 * Restores backup `file` into the PostgreSQL database `url`, which must hold no data unless
 * `force` (its data is then replaced): the file is checked and its database opened in memory and
 * brought to this build's schema before the target is touched, and the rows are copied in one
 * transaction, so a refused or failed restore leaves the target's data as it was.
 */
export async function restoreIntoPostgres(
  file: string,
  url: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; tables: TableSummary[] }> {
  const where = describeUrl(url);
  const read = await readBackup(file);
  const target = await inspectTarget(url);
  refuseOthers(target, where);
  const holding = [...target.withRows, ...(target.moved.length > 0 ? [MOVE_MARKER] : [])];
  if (!force && holding.length > 0)
    throw new CopyError(
      `${where} already holds data (${holding.join(", ")}): restore into an empty database, or add ` +
        "--force to replace its data.",
    );
  const backup = await openBackup(file, read);
  try {
    checkKnownTables(await tablesOf(backup.db), file);
    const expected = await summarizeTables(backup.db, await tablesToCopy(backup.db));
    const handle = await openTarget(url);
    try {
      await inUtcTransaction(handle.db, async (tx) => {
        if (force) {
          const tables = (await tablesOf(tx)).filter((t) => isKnownTable(t) && t !== "schema_migrations");
          await tx.execute(
            sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`),
          );
          await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${MOVE_MARKER}`));
        }
        for (const summary of expected) {
          await copyTable(backup.db, tx, summary.table);
          checkSame(summary, await summarize(tx, summary.table), "Nothing was restored.");
        }
      });
    } finally {
      await handle.close();
    }
    return { manifest: read.manifest, tables: expected };
  } finally {
    await backup.close();
  }
}
