import type { ContactMessage } from "#core/forms/contact/schema";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema";
import { contactEmails } from "#server/mail/contact-emails";
import { enqueue } from "#server/mail/outbox";
import { contactLead, enqueueLead } from "#server/webhook/payload";
import type { StoreContext, SubmissionMeta } from "./meta";
import { storeSubmission } from "./store";

/**
 * Stores a contact message with its e-mails and its lead for the CRM (when the webhook is on), in one
 * transaction; returns its reference.
 */
export function storeContactMessage(
  db: Database,
  message: ContactMessage,
  meta: SubmissionMeta,
  context: StoreContext,
) {
  return storeSubmission(
    db,
    { kind: "contact", status: "new", name: message.name, email: message.email, phone: message.phone },
    meta,
    async (tx, { id, reference }) => {
      await tx
        .insert(contactMessages)
        .values({ submissionId: id, subject: message.subject, message: message.message });
      const stored = {
        reference,
        locale: meta.locale,
        createdAt: meta.createdAt,
        attribution: meta.attribution,
      };
      await enqueue(tx, contactEmails({ ...message, ...stored }, context), id);
      await enqueueLead(tx, context.leadWebhook, id, contactLead(message, stored));
    },
  );
}
