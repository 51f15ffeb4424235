import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { applyMigrations, type SqlRunner } from "./migrate";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** `embedded`: PGlite in a folder of this machine; `postgres`: a server named by DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** Migrations applied by this start (empty when the database was up to date). */
  applied: string[];
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… — when set, the embedded database is not used. */
  databaseUrl?: string;
  /** Folder of the embedded database (created if missing), or `memory://` for a throwaway one. */
  dataDir: string;
  /** Connections to a PostgreSQL server per instance. */
  poolSize?: number;
};

/** Any fixed number: every instance of the service asks PostgreSQL for the same lock. */
const MIGRATION_LOCK = 720_2026_04;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the service; the pool replaces it.
  pool.on("error", () => undefined);
  const client = await pool.connect();
  let applied: string[];
  try {
    const runner: SqlRunner = {
      exec: (sql) => client.query(sql),
      rows: async (sql) => (await client.query(sql)).rows,
    };
    // Instances starting together wait here; the first migrates, the others find nothing to do.
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      applied = await applyMigrations(runner);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return { db: drizzlePg(pool, { schema }), kind: "postgres", applied, close: () => pool.end() };
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  // One process owns an embedded database folder, so no lock is needed to migrate it.
  const client = await PGlite.create(dataDir);
  const runner: SqlRunner = {
    exec: (sql) => client.exec(sql),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  };
  const applied = await applyMigrations(runner);
  return { db: drizzlePglite(client, { schema }), kind: "embedded", applied, close: () => client.close() };
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openEmbedded(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The handle a transaction's callback receives: queries inside it commit or roll back together. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
