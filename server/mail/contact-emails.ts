import { figures } from "#core/content/figures";
import type { Attribution } from "#core/attribution/schema";
import type { ContactMessage } from "#core/forms/contact/schema";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import type { Email } from "./render";
import { display } from "./display-values";
import { teamNotice } from "./team-notice";
import { visitRows } from "./visit-rows";
import { visitorReceipt } from "./visitor-receipt";

export type StoredContact = ContactMessage & {
  reference: string;
  locale: LocaleCode;
  createdAt: Date;
  attribution?: Attribution;
};

/** Everything the visitor typed, labelled in `code` (also on the page that asks to check it). */
export function contactSummary(message: ContactMessage, code: LocaleCode): [string, string][] {
  const d = display(code);
  return d.rows("contact", {
    name: message.name,
    email: message.email,
    phone: message.phone ?? d.none,
    subject: d.t(`forms.contact.subject.${message.subject}`),
    message: message.message,
  });
}

/** The visitor's acknowledgement (in their language) and the team's notification. */
export function contactEmails(message: StoredContact, context: MailContext): Email[] {
  return [
    visitorReceipt(message, context, {
      form: "contact",
      name: message.name,
      next: { responseMinutes: figures.responseMinutes },
      rows: contactSummary(message, message.locale),
    }),
    teamNotice(message, context, {
      form: "contact",
      name: message.name,
      rows: [
        ...contactSummary(message, context.teamLocale),
        ...visitRows(message.attribution, context.teamLocale),
      ],
    }),
  ];
}
