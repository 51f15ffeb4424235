import { legal } from "#core/content/legal";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import { renderBlocks, type Email } from "./render";
import { display } from "./display-values";
import { teamNotice } from "./team-notice";

export type StoredDeletion = {
  reference: string;
  locale: LocaleCode;
  email: string;
  phone?: string | null;
  reason?: string | null;
  createdAt: Date;
};

/** The single-use link that confirms a deletion request. Its body is blanked once sent. */
export function deletionLinkEmail(request: StoredDeletion, link: string): Email {
  const v = display(request.locale);
  return {
    purpose: "deletion.link",
    to: request.email,
    subject: v.t("forms.mail.deletion-link.subject"),
    redactAfterSend: true,
    ...renderBlocks(
      [
        { kind: "paragraph", text: v.t("forms.mail.greeting.anonymous") },
        { kind: "paragraph", text: v.t("forms.mail.deletion-link.intro") },
        { kind: "paragraph", text: v.t("forms.mail.deletion-link.action") },
        { kind: "link", href: link },
        {
          kind: "paragraph",
          text: v.t("forms.mail.deletion-link.expiry", { hours: legal.retention.confirmationLinkHours }),
        },
        { kind: "paragraph", text: v.t("forms.mail.deletion-link.ignore") },
        { kind: "paragraph", text: v.t("forms.mail.reference", { reference: v.ltr(request.reference) }) },
        { kind: "paragraph", text: v.t("forms.mail.signature") },
      ],
      request.locale,
    ),
  };
}

/** Once the link is followed: the requester is told, and the ticket reaches the team. */
export function deletionConfirmedEmails(request: StoredDeletion, context: MailContext): Email[] {
  const v = display(request.locale);
  const team = display(context.teamLocale);
  return [
    {
      purpose: "deletion.confirmed",
      to: request.email,
      replyTo: context.teamEmail,
      subject: v.t("forms.mail.deletion-confirmed.subject", { reference: request.reference }),
      ...renderBlocks(
        [
          { kind: "paragraph", text: v.t("forms.mail.greeting.anonymous") },
          {
            kind: "paragraph",
            text: v.t("forms.mail.deletion-confirmed.body", { days: legal.retention.deletionWithinDays }),
          },
          { kind: "paragraph", text: v.t("forms.mail.reference", { reference: v.ltr(request.reference) }) },
          { kind: "paragraph", text: v.t("forms.mail.signature") },
        ],
        request.locale,
      ),
    },
    teamNotice(request, context, {
      form: "deletion",
      rows: team.rows("deletion", {
        email: request.email,
        phone: request.phone ?? team.none,
        reason: request.reason ?? team.none,
      }),
    }),
  ];
}
