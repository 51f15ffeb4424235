import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { legal } from "#core/content/legal";
import type { DeletionRequest } from "#core/forms/deletion/schema";
import { defaultLocale, isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import type { Database } from "#server/db/client";
import { deletionRequests, submissions } from "#server/db/schema";
import { changeStatus } from "#server/db/status";
import { deletionConfirmedEmails, deletionLinkEmail } from "#server/mail/deletion-emails";
import { enqueue } from "#server/mail/outbox";
import type { StoreContext, SubmissionMeta } from "./meta";
import { storeSubmission } from "./store";

export const confirmPath = "/api/deletion-requests/confirm";

/** Only this hash of a confirmation token is stored: the database alone cannot confirm anything. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Stores a deletion request as `unconfirmed` (not in the team's queue) with the hash of a fresh
 * single-use token, and queues the e-mail that carries the token's link.
 */
export function storeDeletionRequest(
  db: Database,
  request: DeletionRequest,
  meta: SubmissionMeta,
  context: StoreContext,
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(meta.createdAt.getTime() + legal.retention.confirmationLinkHours * 3_600_000);
  const link = `${context.serviceUrl}${confirmPath}?token=${token}`;
  return storeSubmission(
    db,
    { kind: "deletion", status: "unconfirmed", email: request.email, phone: request.phone },
    meta,
    async (tx, { id, reference }) => {
      await tx.insert(deletionRequests).values({
        submissionId: id,
        reason: request.reason ?? null,
        tokenHash: hashToken(token),
        tokenExpiresAt: expiresAt,
      });
      await enqueue(
        tx,
        [deletionLinkEmail({ ...request, reference, locale: meta.locale, createdAt: meta.createdAt }, link)],
        id,
      );
    },
  );
}

/** What a confirmation link leads to. */
type Found = { reference: string; email: string; locale: LocaleCode };
export type TokenState =
  | { state: "invalid" }
  | ({ state: "expired" } & Found)
  | ({ state: "used" } & Found)
  | ({ state: "valid" } & Found);

async function lookUp(
  tx: Database | Parameters<Parameters<Database["transaction"]>[0]>[0],
  token: string,
  now: Date,
  lock: boolean,
) {
  const query = tx
    .select({
      id: submissions.id,
      reference: submissions.reference,
      email: submissions.email,
      phone: submissions.phone,
      locale: submissions.locale,
      status: submissions.status,
      createdAt: submissions.createdAt,
      reason: deletionRequests.reason,
      expiresAt: deletionRequests.tokenExpiresAt,
      confirmedAt: deletionRequests.confirmedAt,
    })
    .from(deletionRequests)
    .innerJoin(submissions, eq(submissions.id, deletionRequests.submissionId))
    .where(eq(deletionRequests.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return { row, state: { state: "invalid" } as TokenState };
  const locale: LocaleCode = isLocaleCode(row.locale) ? row.locale : defaultLocale.code;
  const base = { reference: row.reference, email: row.email, locale };
  const state: TokenState = row.confirmedAt
    ? { state: "used", ...base }
    : row.expiresAt <= now
      ? { state: "expired", ...base }
      : { state: "valid", ...base };
  return { row, state };
}

/** Reads a token without using it (the page that asks for confirmation). */
export async function inspectToken(db: Database, token: string, now: Date): Promise<TokenState> {
  return (await lookUp(db, token, now, false)).state;
}

/**
 * Uses a token: the request becomes `new` in the team's queue, and the requester's confirmation and
 * the team's notification are queued, all in one transaction. A second use finds it `used`.
 */
export async function confirmToken(
  db: Database,
  token: string,
  now: Date,
  context: StoreContext,
): Promise<TokenState> {
  return db.transaction(async (tx) => {
    const { row, state } = await lookUp(tx, token, now, true);
    if (!row || state.state !== "valid") return state;
    await tx
      .update(deletionRequests)
      .set({ confirmedAt: now })
      .where(eq(deletionRequests.submissionId, row.id));
    await changeStatus(tx, { id: row.id, from: "unconfirmed", to: "new", by: null });
    await enqueue(
      tx,
      deletionConfirmedEmails(
        {
          reference: row.reference,
          locale: state.locale,
          email: row.email,
          phone: row.phone,
          reason: row.reason,
          createdAt: row.createdAt,
        },
        context,
      ),
      row.id,
    );
    return state;
  });
}
