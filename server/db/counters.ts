import { eq, inArray, lt, sql } from "drizzle-orm";
import { queryRows, type Database } from "./client";
import { throttleCounters } from "./schema";

/**
 * Counters in fixed windows, kept in the database so that every instance of the service counts
 * together (the forms' rate limits, the inbox's sign-in throttle). One statement a hit.
 */
export type Count = { count: number; windowEnds: Date };

type Row = { count: number; window_ends: Date | string };

const toCount = (row: Row): Count => ({ count: Number(row.count), windowEnds: new Date(row.window_ends) });

/** Counts one more for `key`; a window that has ended starts again at 1, for `windowMs`. */
export async function hit(db: Database, key: string, windowMs: number, now = new Date()): Promise<Count> {
  const ends = new Date(now.getTime() + windowMs);
  const [row] = await queryRows<Row>(
    db,
    sql`INSERT INTO throttle_counters AS c (key, count, window_ends)
        VALUES (${key}, 1, ${ends.toISOString()}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_ends <= ${now.toISOString()}::timestamptz THEN 1 ELSE c.count + 1 END,
          window_ends = CASE WHEN c.window_ends <= ${now.toISOString()}::timestamptz
            THEN EXCLUDED.window_ends ELSE c.window_ends END
        RETURNING count, window_ends`,
  );
  if (!row) throw new Error(`No counter returned for ${key}`);
  return toCount(row);
}

/** The current counts of `keys` (absent: nothing counted in a window still open). */
export async function peek(db: Database, keys: string[], now = new Date()): Promise<Map<string, Count>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(throttleCounters).where(inArray(throttleCounters.key, keys));
  return new Map(
    rows
      .filter((row) => row.windowEnds > now)
      .map((row) => [row.key, { count: row.count, windowEnds: row.windowEnds }]),
  );
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/** Drops counters whose window ended (run by the hourly purge). */
export async function deleteEndedCounters(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(throttleCounters)
    .where(lt(throttleCounters.windowEnds, now))
    .returning({ key: throttleCounters.key });
  return removed.length;
}
