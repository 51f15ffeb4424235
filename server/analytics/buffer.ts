import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { isDatabaseUnavailable } from "#server/db/unavailable";
import { analyticsBeacons } from "#server/db/schema";

type Row = typeof analyticsBeacons.$inferInsert;

/** Rows written at once, at most; and how long an accepted beacon waits for the next write. */
export const BATCH_ROWS = 500;
export const BATCH_MS = 200;
/** Beacons held while the database is slow: past this, new ones are dropped, not queued. */
export const MAX_QUEUED = 20_000;

/**
 * Accepted beacons written in batches, one INSERT of up to BATCH_ROWS rows every BATCH_MS at most,
 * rather than one per request: the endpoint answers without waiting for the database, and a
 * thousand beacons a second cost a few writes. A beacon is counting, not a record anyone asked
 * for: a batch the database refuses is dropped (and logged), and so is what arrives while
 * MAX_QUEUED are waiting. `flush()` writes what waits (at close, and in tests).
 */
export function beaconBuffer(db: Database, log: FastifyBaseLogger) {
  let queue: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: Row[]) {
    try {
      await db.insert(analyticsBeacons).values(rows);
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
    add(row: Row): boolean {
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
