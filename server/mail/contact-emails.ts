import { figures } from "#core/content/figures";
import type { ContactMessage } from "#core/forms/contact/schema";
import type { MessageKey } from "#core/i18n/keys";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import { renderBlocks, type Email } from "./render";
import { display } from "./display-values";
import { teamNotice } from "./team-notice";

export type StoredContact = ContactMessage & { reference: string; locale: LocaleCode; createdAt: Date };

/** Everything the visitor typed, labelled in `code` (also on the page that asks to check it). */
export function contactSummary(message: ContactMessage, code: LocaleCode): [string, string][] {
  const d = display(code);
  const label = (field: string) => d.t(`forms.contact.${field}.label` as MessageKey);
  return [
    [label("name"), message.name],
    [label("email"), message.email],
    [label("phone"), message.phone ?? d.none],
    [label("subject"), d.t(`forms.contact.subject.${message.subject}` as MessageKey)],
    [label("message"), message.message],
  ];
}

/** The visitor's acknowledgement (in their language) and the team's notification. */
export function contactEmails(message: StoredContact, context: MailContext): Email[] {
  const v = display(message.locale);
  const visitor = renderBlocks(
    [
      { kind: "paragraph", text: v.t("forms.mail.greeting", { name: v.ltr(message.name) }) },
      { kind: "paragraph", text: v.t("forms.mail.contact.intro") },
      {
        kind: "paragraph",
        text: v.t("forms.mail.contact.next", { responseMinutes: figures.responseMinutes }),
      },
      { kind: "paragraph", text: v.t("forms.mail.reference", { reference: v.ltr(message.reference) }) },
      { kind: "fields", title: v.t("forms.mail.summary"), rows: contactSummary(message, message.locale) },
      { kind: "paragraph", text: v.t("forms.mail.signature") },
      { kind: "small", text: v.t("forms.mail.footer") },
    ],
    message.locale,
  );
  const team = display(context.teamLocale);
  return [
    {
      purpose: "contact.visitor",
      to: message.email,
      replyTo: context.teamEmail,
      subject: v.t("forms.mail.contact.subject", { reference: message.reference }),
      ...visitor,
    },
    teamNotice(message, context, {
      purpose: "contact.team",
      subject: team.t("forms.mail.team.contact.subject", {
        reference: message.reference,
        name: message.name,
      }),
      rows: contactSummary(message, context.teamLocale),
    }),
  ];
}
