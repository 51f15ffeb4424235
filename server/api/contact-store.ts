import type { ContactMessage } from "#app/forms/contact/schema";
import type { Database } from "#server/db/client";
import { contactMessages, statusChanges, submissions } from "#server/db/schema";
import { contactEmails } from "#server/mail/contact-emails";
import { enqueue } from "#server/mail/outbox";
import type { StoreContext, SubmissionMeta } from "./meta";
import { withNewReference } from "./store";

/** Stores a contact message with its e-mails, in one transaction; returns its reference. */
export function storeContactMessage(
  db: Database,
  message: ContactMessage,
  meta: SubmissionMeta,
  context: StoreContext,
) {
  return withNewReference("contact", (reference) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind: "contact",
          reference,
          status: "new",
          locale: meta.locale,
          consentVersion: meta.consentVersion,
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          ipHash: meta.ipHash,
          userAgent: meta.userAgent,
          createdAt: meta.createdAt,
          updatedAt: meta.createdAt,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error("The submission was not inserted");
      const id = row.id;
      await tx
        .insert(contactMessages)
        .values({ submissionId: id, subject: message.subject, message: message.message });
      await tx.insert(statusChanges).values({ submissionId: id, toStatus: "new", changedAt: meta.createdAt });
      await enqueue(
        tx,
        contactEmails({ ...message, reference, locale: meta.locale, createdAt: meta.createdAt }, context),
        id,
      );
      return { id, reference };
    }),
  );
}
