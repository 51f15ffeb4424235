import { and, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages, deletionRequests, demoRequests, submissions } from "#server/db/schema";
import { dayStart } from "./days";
import type { Filters } from "./filters";
import type { Kind } from "./kinds";

/**
 * Reading the queues: one submission with the details of its kind. Every list, the detail view and
 * the export go through here, so they always agree on what a filter means.
 */
export type Submission = typeof submissions.$inferSelect;
export type SubmissionRecord = {
  s: Submission;
  demo: typeof demoRequests.$inferSelect | null;
  contact: typeof contactMessages.$inferSelect | null;
  deletion: typeof deletionRequests.$inferSelect | null;
};

export const PAGE_SIZE = 25;

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, "\\$&")}%`;

function conditions(kind: Kind, f: Filters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(submissions.kind, kind), ne(submissions.status, "unconfirmed")];
  if (f.status) where.push(eq(submissions.status, f.status));
  // Lists count days as the team lives them: from midnight in Casablanca, whatever the offset of
  // that date (Ramadan moves it).
  if (f.from) where.push(gte(submissions.createdAt, dayStart(f.from)));
  if (f.to) where.push(lt(submissions.createdAt, dayStart(f.to, 1)));
  if (f.locale) where.push(eq(submissions.locale, f.locale));
  if (f.role) where.push(eq(demoRequests.role, f.role));
  if (f.plan) where.push(or(eq(demoRequests.suggestedPlan, f.plan), eq(demoRequests.planInterest, f.plan)));
  if (f.city) where.push(ilike(demoRequests.city, escapeLike(f.city)));
  if (f.subject) where.push(eq(contactMessages.subject, f.subject));
  if (f.q) {
    const pattern = escapeLike(f.q);
    where.push(
      or(
        ilike(submissions.reference, pattern),
        ilike(submissions.name, pattern),
        ilike(submissions.email, pattern),
        ilike(submissions.phone, pattern),
        ilike(demoRequests.company, pattern),
        ilike(demoRequests.city, pattern),
        ilike(demoRequests.message, pattern),
        ilike(contactMessages.message, pattern),
        ilike(deletionRequests.reason, pattern),
      ),
    );
  }
  return and(...where);
}

/** Every query reads a submission with the details of its kind (the other two joins find nothing). */
function recordsQuery(db: Database) {
  return db
    .select({ s: submissions, demo: demoRequests, contact: contactMessages, deletion: deletionRequests })
    .from(submissions)
    .leftJoin(demoRequests, eq(demoRequests.submissionId, submissions.id))
    .leftJoin(contactMessages, eq(contactMessages.submissionId, submissions.id))
    .leftJoin(deletionRequests, eq(deletionRequests.submissionId, submissions.id));
}

function countQuery(db: Database) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(submissions)
    .leftJoin(demoRequests, eq(demoRequests.submissionId, submissions.id))
    .leftJoin(contactMessages, eq(contactMessages.submissionId, submissions.id))
    .leftJoin(deletionRequests, eq(deletionRequests.submissionId, submissions.id));
}

/** Newest first; `page` counts from 1. Without `page`, every matching record (the export). */
export async function findSubmissions(
  db: Database,
  kind: Kind,
  filters: Filters,
  { paged }: { paged: boolean },
): Promise<{ records: SubmissionRecord[]; total: number }> {
  const where = conditions(kind, filters);
  const query = recordsQuery(db)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .$dynamic();
  if (!paged) {
    const records = (await query) as SubmissionRecord[];
    return { records, total: records.length };
  }
  const page = filters.page ?? 1;
  const [records, [counted]] = await Promise.all([
    query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    countQuery(db).where(where),
  ]);
  return { records: records as SubmissionRecord[], total: counted?.total ?? 0 };
}

/** One record of a queue by its reference (what people quote), or undefined. */
export async function findSubmission(
  db: Database,
  kind: Kind,
  reference: string,
): Promise<SubmissionRecord | undefined> {
  const [found] = (await recordsQuery(db).where(
    and(
      eq(submissions.kind, kind),
      eq(submissions.reference, reference),
      ne(submissions.status, "unconfirmed"),
    ),
  )) as SubmissionRecord[];
  return found;
}
