import type { FastifyBaseLogger } from "fastify";
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { isDatabaseUnavailable } from "#server/db/unavailable";
import { analyticsBeacons } from "#server/db/schema";

/** A beacon as written: every column but the id, none left to a default. */
export type BeaconRow = Omit<typeof analyticsBeacons.$inferSelect, "id">;

/** Rows written at once, at most; and how long an accepted beacon waits for the next write. */
export const BATCH_ROWS = 500;
export const BATCH_MS = 200;
/** Beacons held while the database is slow: past this, new ones are dropped, not queued. */
export const MAX_QUEUED = 20_000;

const fields = Object.entries(getTableColumns(analyticsBeacons)).filter(([key]) => key !== "id");

/**
 * The one statement that writes a batch: the rows as one JSON array, a single parameter, read back
 * into columns by PostgreSQL (`json_to_recordset`, each field by its name in BeaconRow and its
 * column's type). Building it costs one `JSON.stringify` of the batch, where a multi-row INSERT
 * built by the query builder cost about 20 ms of the event loop for 500 rows of 16 parameters
 * each (decision 064), during which no beacon was answered.
 */
const insertText = (() => {
  const columns = fields.map(([, column]) => `"${column.name}"`).join(", ");
  const keys = fields.map(([key]) => `"${key}"`).join(", ");
  const types = fields.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(", ");
  return [
    `insert into "analytics_beacons" (${columns}) select ${keys} from json_to_recordset(`,
    `::json) as beacon(${types})`,
  ] as const;
})();

/** The statement writing `rows` in one round trip. */
export function insertBeacons(rows: readonly BeaconRow[]) {
  return sql.join([sql.raw(insertText[0]), sql`${JSON.stringify(rows)}`, sql.raw(insertText[1])]);
}

/**
 * Accepted beacons written in batches, one INSERT of up to BATCH_ROWS rows every BATCH_MS at most,
 * rather than one per request: the endpoint answers without waiting for the database, and a
 * thousand beacons a second cost a few writes. A beacon is counting, not a record anyone asked
 * for: a batch the database refuses is dropped (and logged), and so is what arrives while
 * MAX_QUEUED are waiting. `flush()` writes what waits (at close, and in tests).
 */
export function beaconBuffer(db: Database, log: FastifyBaseLogger) {
  let queue: BeaconRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: BeaconRow[]) {
    try {
      await db.execute(insertBeacons(rows));
    } catch (error) {
      const reason = isDatabaseUnavailable(error) ? "the database is unavailable" : "the write failed";
      log.warn({ err: error, beacons: rows.length }, `beacons dropped: ${reason}`);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const rows = queue.slice(0, BATCH_ROWS);
      queue = queue.slice(BATCH_ROWS);
      writing = writing.then(() => write(rows));
    }
    return writing;
  }

  return {
    add(row: BeaconRow): boolean {
      if (queue.length >= MAX_QUEUED) return false;
      queue.push(row);
      if (queue.length >= BATCH_ROWS) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), BATCH_MS);
        timer.unref();
      }
      return true;
    },
    flush,
  };
}
