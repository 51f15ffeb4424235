import { and, asc, eq, inArray, isNull, lte, lt, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import type { Email } from "./render";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Queues e-mails in the caller's transaction: they exist exactly when what they are about does. */
export async function enqueue(tx: Tx | Database, emails: Email[], submissionId: string | null) {
  if (emails.length === 0) return;
  await tx.insert(outboxEmails).values(
    emails.map((email) => ({
      submissionId,
      purpose: email.purpose,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      redactAfterSend: email.redactAfterSend ?? false,
    })),
  );
}

/** A worker holds a claimed e-mail this long (OUTBOX_LEASE_SECONDS); if it dies, another takes it over. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Takes up to `limit` e-mails that are due, for this worker only (rows another instance holds are
 * skipped, not waited for).
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          outboxEmails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Database, row: OutboxRow, now: Date) {
  await db
    .update(outboxEmails)
    .set({
      status: "sent",
      sentAt: now,
      attempts: row.attempts + 1,
      lockedUntil: null,
      lastError: null,
      ...(row.redactAfterSend ? { textBody: "[removed once sent]", htmlBody: "" } : {}),
    })
    .where(eq(outboxEmails.id, row.id));
}

/** Waits before the next attempt: 30 s, 1 min, 2 min… up to 1 h between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** After this many attempts (about a day) an e-mail is marked failed and stays for the team to see. */
export const MAX_ATTEMPTS = 30;

export async function markFailed(db: Database, row: OutboxRow, now: Date, error: string) {
  const attempts = row.attempts + 1;
  await db
    .update(outboxEmails)
    .set({
      attempts,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
    })
    .where(eq(outboxEmails.id, row.id));
}
