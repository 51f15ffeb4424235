import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { newReference, type referencePrefixes } from "#server/db/reference";
import { leadAttributions, statusChanges, submissions } from "#server/db/schema";
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

/** Only this hash of a "check and send" token is stored, unique: one token, one submission. */
const sendTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** What a store answers: the submission's reference, and whether its token had stored it already. */
export type Stored = { id: string; reference: string; repeated?: true };

/**
 * Stores a new submission in one transaction, under a fresh reference: the row every kind shares,
 * its first status, where its visit came from (a lead's), then what `details` adds (the kind's own
 * row, its e-mails). Nothing is kept unless all of it is. Posted with a "check and send" token that
 * already stored one (the page sent twice, or twice at once), stores nothing and answers that one,
 * `repeated`.
 */
export async function storeSubmission(
  db: Database,
  submission: { kind: Kind; status: Status; name?: string; email: string; phone?: string },
  meta: SubmissionMeta,
  details: (tx: Transaction, stored: { id: string; reference: string }) => Promise<void>,
): Promise<Stored> {
  const { kind, status } = submission;
  const tokenHash = meta.sendToken === undefined ? null : sendTokenHash(meta.sendToken);
  try {
    return await withNewReference(kind, (reference) =>
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
            sendTokenHash: tokenHash,
            createdAt: meta.createdAt,
            updatedAt: meta.createdAt,
          })
          .returning({ id: submissions.id });
        if (!row) throw new Error("The submission was not inserted");
        const stored = { id: row.id, reference };
        await tx
          .insert(statusChanges)
          .values({ submissionId: row.id, toStatus: status, changedAt: meta.createdAt });
        if (meta.attribution) {
          const { recordedBy, pagesSeen, ...values } = meta.attribution;
          await tx
            .insert(leadAttributions)
            .values({ submissionId: row.id, recordedBy, pagesSeen, ...values });
        }
        await details(tx, stored);
        return stored;
      }),
    );
  } catch (error) {
    // Two posts of one token at once: the second waits on the first's row, then finds it taken.
    if (tokenHash === null || !isUniqueViolation(error, "submissions_send_token_hash_unique")) throw error;
    const [first] = await db
      .select({ id: submissions.id, reference: submissions.reference })
      .from(submissions)
      .where(eq(submissions.sendTokenHash, tokenHash));
    if (!first) throw error;
    return { ...first, repeated: true };
  }
}
