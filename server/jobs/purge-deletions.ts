import { and, eq, lt } from "drizzle-orm";
import { legal } from "#core/content/legal";
import type { Database } from "#server/db/client";
import { deleteSubmissions } from "./delete-submissions";
import { submissions } from "#server/db/schema";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the deletion requests nobody confirmed once they are older than the retention of
 * core/content/legal.ts (their link expired long before); their details go with them, and so do the
 * e-mails sent about them (they hold the requester's address). Returns the references it deleted.
 */
export async function purgeUnconfirmedDeletions(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - legal.retention.unconfirmedDeletionDays * DAY_MS);
  const stale = and(
    eq(submissions.kind, "deletion"),
    eq(submissions.status, "unconfirmed"),
    lt(submissions.createdAt, cutoff),
  );
  return deleteSubmissions(db, stale);
}
