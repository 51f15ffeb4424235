import { and, inArray, lt, sql } from "drizzle-orm";
import { legal } from "#core/content/legal";
import type { Database } from "#server/db/client";
import { deleteSubmissions } from "./delete-submissions";
import { notes, submissions } from "#server/db/schema";

/** The moment `years` calendar years before `now`. */
function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Deletes the demo requests and contact messages whose last exchange is older than the retention
 * the privacy policy states (core/content/legal.ts, `leadYears`). The last exchange is the latest of
 * the record's last change (its arrival, a status change) and the team's last note on it (a call,
 * a meeting). Its details, history, notes and deliveries to the CRM go with it, and so do the
 * e-mails sent about it.
 * Deletion requests have their own rules (purge-deletions.ts). Returns the references it deleted.
 */
export async function purgeExpiredLeads(db: Database, now: Date): Promise<string[]> {
  const cutoff = yearsBefore(now, legal.retention.leadYears);
  const lastNote = db
    .select({ at: sql`max(${notes.createdAt})` })
    .from(notes)
    .where(sql`${notes.submissionId} = ${submissions.id}`);
  const expired = and(
    inArray(submissions.kind, ["demo", "contact"]),
    lt(sql`greatest(${submissions.updatedAt}, (${lastNote}))`, sql`${cutoff.toISOString()}::timestamptz`),
  );
  return deleteSubmissions(db, expired);
}
