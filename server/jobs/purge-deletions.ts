import { and, eq, lt } from "drizzle-orm";
import { legal } from "#app/content/legal";
import type { Database } from "#server/db/client";
import { submissions } from "#server/db/schema";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the deletion requests nobody confirmed once they are older than the retention of
 * app/content/legal.ts (their link expired long before); their details go with them. Returns the
 * references it deleted.
 */
export async function purgeUnconfirmedDeletions(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - legal.retention.unconfirmedDeletionDays * DAY_MS);
  const deleted = await db
    .delete(submissions)
    .where(
      and(
        eq(submissions.kind, "deletion"),
        eq(submissions.status, "unconfirmed"),
        lt(submissions.createdAt, cutoff),
      ),
    )
    .returning({ reference: submissions.reference });
  return deleted.map((row) => row.reference);
}
