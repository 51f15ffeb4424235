import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import { renderBlocks, type Email } from "./render";
import { display } from "./display-values";

/**
 * The e-mail that tells a visitor their request arrived, in their language: a greeting, what
 * happens next (`forms.mail.<form>.intro` and `.next`), the reference, what they sent (`rows`),
 * and the signature. Replies reach the team.
 */
export function visitorReceipt(
  submission: { email: string; reference: string; locale: LocaleCode },
  context: MailContext,
  receipt: {
    form: "contact" | "demo";
    name: string;
    /** The values of the `next` paragraph. */
    next: Record<string, unknown>;
    rows: [string, string][];
    /** Whether to invite a reply before signing (a demo's details can be added that way). */
    askToReply?: boolean;
  },
): Email {
  const v = display(submission.locale);
  const { form } = receipt;
  return {
    purpose: `${form}.visitor`,
    to: submission.email,
    replyTo: context.teamEmail,
    subject: v.t(`forms.mail.${form}.subject`, { reference: submission.reference }),
    ...renderBlocks(
      [
        { kind: "paragraph", text: v.t("forms.mail.greeting", { name: v.ltr(receipt.name) }) },
        { kind: "paragraph", text: v.t(`forms.mail.${form}.intro`) },
        { kind: "paragraph", text: v.t(`forms.mail.${form}.next`, receipt.next) },
        { kind: "paragraph", text: v.t("forms.mail.reference", { reference: v.ltr(submission.reference) }) },
        { kind: "fields", title: v.t("forms.mail.summary"), rows: receipt.rows },
        ...(receipt.askToReply ? [{ kind: "paragraph" as const, text: v.t("forms.mail.reply") }] : []),
        { kind: "paragraph", text: v.t("forms.mail.signature") },
        { kind: "small", text: v.t("forms.mail.footer") },
      ],
      submission.locale,
    ),
  };
}
