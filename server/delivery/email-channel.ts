import { outboxEmails } from "#server/db/schema";
import type { MailTransport } from "#server/mail/transport";
import type { OutboxChannel } from "./worker";

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
