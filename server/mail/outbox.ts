import type { Database, Transaction } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import type { Email } from "./render";

/**
 * Queues e-mails in the caller's transaction: they exist exactly when what they are about does. The
 * outbox's worker sends them (server/delivery/email-channel.ts).
 */
export async function enqueue(tx: Transaction | Database, emails: Email[], submissionId: string | null) {
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
      calendar: email.calendar ?? null,
    })),
  );
}
