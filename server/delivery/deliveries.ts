import { and, asc, eq, inArray, isNull, lte, lt, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import type { outboxEmails, outboxWebhooks } from "#server/db/schema";

/**
 * The one mechanism behind every outbox table (e-mails, webhooks): rows are claimed by one worker
 * across instances, retried with a growing delay, and given up after MAX_ATTEMPTS.
 */
export type OutboxTable = typeof outboxEmails | typeof outboxWebhooks;
export type RowOf<T extends OutboxTable> = T["$inferSelect"];
export type ChangesOf<T extends OutboxTable> = Partial<T["$inferInsert"]>;

/** A worker holds a claimed row this long (OUTBOX_LEASE_SECONDS); if it dies, another takes it over. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Takes up to `limit` rows of `table` that are due, for this worker only (rows another instance
 * holds are skipped, not waited for).
 */
export async function claimDue<T extends OutboxTable>(
  db: Database,
  table: T,
  now: Date,
  limit: number,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<RowOf<T>[]> {
  const t = table as OutboxTable;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, "pending"),
          lte(t.nextAttemptAt, now),
          or(isNull(t.lockedUntil), lt(t.lockedUntil, now)),
        ),
      )
      .orderBy(asc(t.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(t)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          t.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed as RowOf<T>[];
  });
}

/** Waits before the next attempt: 30 s, 1 min, 2 min… up to 1 h between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** After this many attempts (about a day) a row is marked failed and stays for the team to see. */
export const MAX_ATTEMPTS = 30;

/** `changes` are what the row no longer needs once sent (a body that held a secret). */
export async function markSent<T extends OutboxTable>(
  db: Database,
  table: T,
  row: RowOf<T>,
  now: Date,
  changes: ChangesOf<T> = {},
) {
  const t = table as OutboxTable;
  await db
    .update(t)
    .set({
      ...changes,
      status: "sent",
      sentAt: now,
      lastAttemptAt: now,
      attempts: row.attempts + 1,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(t.id, row.id));
}

/**
 * Records a failed attempt and when to try again, or gives up: after MAX_ATTEMPTS, or at once when
 * `final` (a send that can never succeed). `changes` apply when it gives up.
 */
export async function markFailed<T extends OutboxTable>(
  db: Database,
  table: T,
  row: RowOf<T>,
  now: Date,
  { error, final = false, changes = {} }: { error: string; final?: boolean; changes?: ChangesOf<T> },
): Promise<"pending" | "failed"> {
  const t = table as OutboxTable;
  const attempts = row.attempts + 1;
  const status = final || attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  await db
    .update(t)
    .set({
      ...(status === "failed" ? changes : {}),
      attempts,
      lastAttemptAt: now,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      status,
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
    })
    .where(eq(t.id, row.id));
  return status;
}
