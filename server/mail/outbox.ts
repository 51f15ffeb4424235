import type { Database, Transaction } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import type { OutboxChannel } from "#server/delivery/worker";
import type { Email } from "./render";
import type { MailTransport } from "./transport";

/** Queues e-mails in the caller's transaction: they exist exactly when what they are about does. */
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
    })),
  );
}

/** The e-mails of the outbox, sent through `transport`; one carrying a secret is blanked once sent. */
export function emailChannel(transport: MailTransport): OutboxChannel<typeof outboxEmails> {
  return {
    name: "e-mail",
    table: outboxEmails,
    send: (row) => transport.send(row),
    settled: (row, outcome) =>
      outcome === "sent" && row.redactAfterSend ? { textBody: "[removed once sent]", htmlBody: "" } : {},
    logged: (row) => ({ purpose: row.purpose }),
  };
}
