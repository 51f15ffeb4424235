import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockEmbeddedStore } from "./embedded-lock";
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
  /** Told of each connection to PostgreSQL that the server dropped (the service logs it). */
  onConnectionLost?: (error: Error) => void;
};

/** Any fixed number: every instance of the service asks PostgreSQL for the same lock. */
const MIGRATION_LOCK = 720_2026_04;

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  // A connection that cannot be made in 10 s fails its request (503) rather than holding it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // A connection dropped by the server (a restart, a failover, pg_terminate_backend) must not end
  // the process. node-postgres emits an 'error' event on the connection, idle or in use (its query
  // then fails with the same error, and the server rolls its transaction back), and on the pool too
  // for an idle one, which the pool then replaces: each needs a listener. Logged once, from the
  // connection's own.
  pool.on("error", () => undefined);
  pool.on("connect", (connection) => connection.on("error", onConnectionLost));
  releaseLostConnections(pool);
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

/**
 * A connection lent by the pool whose server goes away is given back to the pool (which drops it)
 * at once, and a later release of it does nothing. Drizzle's transactions release their connection
 * in a `finally` that a failed `begin` never reaches: without this, each transaction that begins
 * on a connection the server just dropped keeps it lent for ever, until the pool has none left and
 * the service cannot close.
 */
function releaseLostConnections(pool: pg.Pool) {
  const lend = pool.connect.bind(pool);
  const watched = async () => {
    const connection = await lend();
    const release = connection.release.bind(connection);
    let released = false;
    const lost = (error: Error) => {
      if (released) return;
      released = true;
      release(error);
    };
    connection.once("error", lost);
    connection.release = (error?: Error | boolean) => {
      connection.off("error", lost);
      if (released) return;
      released = true;
      release(error);
    };
    return connection;
  };
  // Only the promise form, which drizzle's transactions use; pool.query passes a callback.
  pool.connect = ((callback?: Parameters<typeof lend>[0]) =>
    callback ? lend(callback) : watched()) as typeof pool.connect;
}

/** A folder the service can create and write, or an error that names it and says what is wrong. */
async function usableFolder(dataDir: string): Promise<void> {
  const folder = path.resolve(dataDir);
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "EACCES" || code === "EPERM" || code === "EROFS"
        ? "this process may not write there (check its owner and permissions, or set DATA_DIR)"
        : code === "ENOTDIR" || code === "EEXIST"
          ? "a file, not a folder, stands in its way (set DATA_DIR to a folder)"
          : `it cannot be used (${code ?? (error as Error).message})`;
    throw new Error(`The embedded database folder ${folder} cannot be opened: ${reason}.`, { cause: error });
  }
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.includes("://");
  if (!inMemory) await usableFolder(dataDir);
  // One process owns the folder (embedded-lock.ts): so no other lock is needed to migrate it.
  const release = inMemory ? () => undefined : lockEmbeddedStore(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The embedded database in ${path.resolve(dataDir)} could not be opened: ${reason}`, {
      cause: error,
    });
  }
  const runner: SqlRunner = {
    exec: (sql) => client.exec(sql),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  };
  const applied = await applyMigrations(runner).catch(async (error: unknown) => {
    await client.close();
    release();
    throw error;
  });
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  return { db: drizzlePglite(client, { schema }), kind: "embedded", applied, close };
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionLost)
    : openEmbedded(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The handle a transaction's callback receives: queries inside it commit or roll back together. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
