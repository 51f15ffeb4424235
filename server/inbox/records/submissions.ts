import { and, desc, eq, gte, lt, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  contactMessages,
  deletionRequests,
  demoRequests,
  leadAttributions,
  submissions,
} from "#server/db/schema";
import { dayStart } from "./days";
import { hasFailedDelivery } from "./deliveries";
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
  /** Where a lead's visit came from (decision 055); null for deletion requests and older leads. */
  attribution: typeof leadAttributions.$inferSelect | null;
  /** A delivery about it (an e-mail, its CRM delivery) was given up. */
  failedDelivery: boolean;
};

export const PAGE_SIZE = 25;

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * What a search ignores, the same on both sides: case, Latin accents ("fes" finds "Fès"), and in
 * Arabic the short vowels and tatweel, the hamza's seat on alef, and alef maqsura ("الامل" finds
 * "الأَمَل"). One `translate`, which any PostgreSQL has: no extension to install.
 */
const latin: Record<string, string> = {
  a: "àáâãäå",
  c: "ç",
  e: "èéêë",
  i: "ìíîï",
  n: "ñ",
  o: "òóôõö",
  u: "ùúûü",
  y: "ýÿ",
};
const arabic: Record<string, string> = { ا: "أإآٱ", ي: "ى" };
const folded = [
  ...Object.entries(latin).flatMap(([to, from]) => [...from, ...from.toUpperCase()].map((c) => [c, to])),
  ...Object.entries(arabic).flatMap(([to, from]) => [...from].map((c) => [c, to])),
];
/** Removed: Arabic short vowels, shadda and sukun (U+064B–U+0652), and tatweel (U+0640). */
const removed = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640";
const FOLD_FROM = folded.map(([from]) => from).join("") + removed;
const FOLD_TO = folded.map(([, to]) => to).join("");

const fold = (value: SQL) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;
/** `column` contains `text`, folded (see above); `%` and `_` in the text are themselves. */
const contains = (column: AnyColumn, text: string) =>
  sql`${fold(sql`${column}`)} like ${fold(sql`${escapeLike(text)}::text`)}`;

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
  if (f.city) where.push(contains(demoRequests.city, f.city));
  if (f.subject) where.push(eq(contactMessages.subject, f.subject));
  if (f.delivery === "failed") where.push(hasFailedDelivery);
  if (f.source) where.push(contains(leadAttributions.utmSource, f.source));
  if (f.campaign) where.push(contains(leadAttributions.utmCampaign, f.campaign));
  if (f.landing) where.push(contains(leadAttributions.landingPage, f.landing));
  if (f.q) {
    const q = f.q;
    where.push(
      or(
        ...[
          submissions.reference,
          submissions.name,
          submissions.email,
          submissions.phone,
          demoRequests.company,
          demoRequests.city,
          demoRequests.message,
          contactMessages.message,
          deletionRequests.reason,
        ].map((column) => contains(column, q)),
      ),
    );
  }
  return and(...where);
}

/** Every query reads a submission with the details of its kind (the other two joins find nothing). */
function recordsQuery(db: Database) {
  return db
    .select({
      s: submissions,
      demo: demoRequests,
      contact: contactMessages,
      deletion: deletionRequests,
      attribution: leadAttributions,
      failedDelivery: hasFailedDelivery,
    })
    .from(submissions)
    .leftJoin(demoRequests, eq(demoRequests.submissionId, submissions.id))
    .leftJoin(contactMessages, eq(contactMessages.submissionId, submissions.id))
    .leftJoin(deletionRequests, eq(deletionRequests.submissionId, submissions.id))
    .leftJoin(leadAttributions, eq(leadAttributions.submissionId, submissions.id));
}

function countQuery(db: Database) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(submissions)
    .leftJoin(demoRequests, eq(demoRequests.submissionId, submissions.id))
    .leftJoin(contactMessages, eq(contactMessages.submissionId, submissions.id))
    .leftJoin(deletionRequests, eq(deletionRequests.submissionId, submissions.id))
    .leftJoin(leadAttributions, eq(leadAttributions.submissionId, submissions.id));
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

/** How many records of a queue have a delivery given up, whatever the list's filters. */
export async function countFailedDeliveries(db: Database, kind: Kind): Promise<number> {
  const [counted] = await countQuery(db).where(conditions(kind, { delivery: "failed" }));
  return counted?.total ?? 0;
}
