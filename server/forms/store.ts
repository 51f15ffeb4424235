import type { Database } from "#server/db/client";
import { newReference, type referencePrefixes } from "#server/db/reference";
import { statusChanges, submissions } from "#server/db/schema";
import type { SubmissionMeta } from "./meta";

/** The database refused a duplicate of `constraint` (PostgreSQL error 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

/**
 * Runs `insert` with a fresh reference, again with another one in the rare case it is taken
 * (references are short so people can read them out).
 */
export async function withNewReference<T>(
  kind: keyof typeof referencePrefixes,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReference(kind));
    } catch (error) {
      if (attempt >= 8 || !isUniqueViolation(error, "submissions_reference_unique")) throw error;
    }
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Kind = (typeof submissions.$inferInsert)["kind"];
type Status = NonNullable<(typeof submissions.$inferInsert)["status"]>;

/**
 * Stores a new submission in one transaction, under a fresh reference: the row every kind shares,
 * its first status, then what `details` adds (the kind's own row, its e-mails). Nothing is kept
 * unless all of it is.
 */
export function storeSubmission(
  db: Database,
  submission: { kind: Kind; status: Status; name?: string; email: string; phone?: string },
  meta: SubmissionMeta,
  details: (tx: Transaction, stored: { id: string; reference: string }) => Promise<void>,
): Promise<{ id: string; reference: string }> {
  const { kind, status } = submission;
  return withNewReference(kind, (reference) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind,
          reference,
          status,
          locale: meta.locale,
          consentVersion: meta.consentVersion,
          name: submission.name ?? "",
          email: submission.email,
          phone: submission.phone ?? null,
          ipHash: meta.ipHash,
          userAgent: meta.userAgent,
          createdAt: meta.createdAt,
          updatedAt: meta.createdAt,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error("The submission was not inserted");
      const stored = { id: row.id, reference };
      await tx
        .insert(statusChanges)
        .values({ submissionId: row.id, toStatus: status, changedAt: meta.createdAt });
      await details(tx, stored);
      return stored;
    }),
  );
}
