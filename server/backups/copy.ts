import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client";
import { bundledMigrations } from "#server/db/migrate";

/**
 * Copying a team's records from one database to another, table by table (decision 049): used by
 * `db:move` (an embedded folder into PostgreSQL) and by `db:restore --to` (a backup into
 * PostgreSQL). Both ends have the same schema (the same migrations applied), so each row is read as
 * JSON and written back with `json_populate_recordset`, which PostgreSQL types itself (uuid, enums,
 * arrays, timestamps with their offset).
 */

/**
 * Not copied: sign-in sessions (the team signs in again), throttle counts (they start over), the
 * slot list's version (the target's own moves on as the rows arrive; decision 063), and the record
 * of migrations (the target has its own, written when it was migrated). Every other table of the
 * schema is what a team has, and is copied.
 */
export const LEFT_TABLES = [
  "staff_sessions",
  "throttle_counters",
  "demo_slot_changes",
  "schema_migrations",
] as const;

/** Rows of a table and a checksum of their contents, whatever their order or the server's zone. */
export type TableSummary = { table: string; rows: number; checksum: string };

/** A copy refused or failed; the message says why, for a person. */
export class CopyError extends Error {
  override name = "CopyError";
}

const left = new Set<string>(LEFT_TABLES);

/** The tables this build's migrations create, and the migrations' record. */
function schemaTables(): Set<string> {
  const names = new Set<string>(["schema_migrations"]);
  for (const migration of bundledMigrations())
    for (const statement of migration.statements)
      for (const match of statement.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi))
        if (match[1]) names.add(match[1]);
  return names;
}
let known: Set<string> | undefined;

/** A table of the service's schema, copied or left behind. */
export const isKnownTable = (name: string) => (known ??= schemaTables()).has(name);
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Rows per statement: a few megabytes at most with the outbox's e-mail bodies. */
const BATCH = 200;

/** The tables of the database's schema (`public`), sorted. */
export async function tablesOf(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/**
 * The tables to copy from `db`: all of its schema but LEFT_TABLES, parents before children (a
 * foreign key is checked as each row arrives).
 */
export async function tablesToCopy(db: Database): Promise<string[]> {
  const tables = (await tablesOf(db)).filter((table) => !left.has(table));
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
        WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) =>
      references.every(
        (r) => r.child !== table || r.parent === table || !waiting.has(r.parent) || left.has(r.parent),
      ),
    );
    if (ready.length === 0) throw new CopyError(`The tables ${[...waiting].join(", ")} refer to each other.`);
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

/** Refuses a source with a table this build neither copies nor knows it may leave behind. */
export function checkKnownTables(tables: string[], where: string): void {
  const unknown = tables.filter((table) => !isKnownTable(table));
  if (unknown.length > 0)
    throw new CopyError(
      `${where} has tables this build does not know how to copy (${unknown.join(", ")}): ` +
        "use the version of Urbis that made them.",
    );
}

/** Runs `work` in one transaction whose timestamps are written in UTC (checksums compare text). */
export async function inUtcTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    return work(tx as unknown as Database);
  });
}

/**
 * Count and SHA-256 of `table`: each row as JSON hashed, the hashes sorted and hashed together.
 * Call it inside inUtcTransaction, so that both ends write timestamps alike.
 */
export async function summarize(db: Database, table: string): Promise<TableSummary> {
  const [row] = await queryRows<{ rows: number; checksum: string }>(
    db,
    sql.raw(`SELECT count(*)::int AS rows,
      encode(sha256(convert_to(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), ''), 'UTF8')), 'hex')
        AS checksum
      FROM (SELECT md5(row_to_json(t)::text) AS h FROM ${quoted(table)} t) hashed`),
  );
  return { table, rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? "" };
}

/** Summaries of `tables`, read in one transaction. */
export async function summarizeTables(db: Database, tables: readonly string[]): Promise<TableSummary[]> {
  return inUtcTransaction(db, async (tx) => {
    const summaries: TableSummary[] = [];
    for (const table of tables) summaries.push(await summarize(tx, table));
    return summaries;
  });
}

async function primaryKey(db: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_index i
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = ${quoted(table)}::regclass AND i.indisprimary ORDER BY a.attnum`,
  );
  if (rows.length === 0) throw new CopyError(`The table ${table} has no primary key to copy it by.`);
  return rows.map((row) => row.name);
}

async function columnsOf(db: Database, table: string) {
  return queryRows<{ name: string; identity: boolean }>(
    db,
    sql`SELECT column_name AS name, is_identity = 'YES' AS identity FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
}

/**
 * Copies every row of `table` from `source` into `target` (a transaction of the caller's: the
 * table arrives whole or not at all), then sets its identity counters past the highest id copied,
 * so that the next row the service writes does not collide. Returns the rows copied.
 */
export async function copyTable(source: Database, target: Database, table: string): Promise<number> {
  const order = (await primaryKey(source, table)).map(quoted).join(", ");
  const columns = await columnsOf(target, table);
  const names = columns.map((column) => quoted(column.name)).join(", ");
  let copied = 0;
  for (;;) {
    const [page] = await queryRows<{ batch: string; rows: number }>(
      source,
      sql.raw(`SELECT coalesce(json_agg(t), '[]')::text AS batch, count(*)::int AS rows FROM
        (SELECT * FROM ${quoted(table)} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${copied}) t`),
    );
    const rows = Number(page?.rows ?? 0);
    if (rows === 0) break;
    await target.execute(
      sql`${sql.raw(`INSERT INTO ${quoted(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${names}
        FROM json_populate_recordset(NULL::${quoted(table)},`)} ${page?.batch ?? "[]"}::json)`,
    );
    copied += rows;
    if (rows < BATCH) break;
  }
  for (const column of columns.filter((c) => c.identity)) {
    const name = quoted(column.name);
    await target.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${quoted(table)}', '${column.name}'),
        coalesce(max(${name}), 0) + 1, false) FROM ${quoted(table)}`),
    );
  }
  return copied;
}

/** Throws when the copy of a table differs from its source. */
export function checkSame(source: TableSummary, target: TableSummary, hint: string): void {
  if (source.rows !== target.rows || source.checksum !== target.checksum)
    throw new CopyError(
      `${source.table}: the source has ${source.rows} rows (sha256 ${source.checksum.slice(0, 16)}), ` +
        `the target ${target.rows} (sha256 ${target.checksum.slice(0, 16)}). ${hint}`,
    );
}

/** One line per table, for the command's output. */
export function summaryLine(summary: TableSummary, state: string): string {
  return (
    `  ${summary.table.padEnd(18)} ${String(summary.rows).padStart(8)} rows  ` +
    `sha256 ${summary.checksum.slice(0, 16)}  ${state}`
  );
}
