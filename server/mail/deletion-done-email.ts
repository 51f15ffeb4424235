import { isolate } from "#core/i18n/isolate";
import { defaultLocale, getLocale, isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import { localizePath } from "#core/paths/localize";
import { renderBlocks, type Block, type Email } from "./render";

/**
 * Told to the requester, in the language they wrote in, when the team marks their deletion ticket
 * done: their account is gone, and what the law makes their syndic keep. Its words are the inbox's
 * (locales/{code}/inbox.json, `inbox.mail.deletionDone.*`): the team sends it from there.
 */
export function deletionDoneEmail(
  request: { reference: string; email: string; locale: string },
  { serviceUrl, teamEmail }: { serviceUrl?: string; teamEmail: string },
): Email {
  const code: LocaleCode = isLocaleCode(request.locale) ? request.locale : defaultLocale.code;
  const t = copyTranslator(code, ["inbox"]);
  const values = { reference: request.reference, email: request.email };
  // Inside Arabic text, the address and the reference keep their own direction.
  const ltr = (value: string) => (getLocale(code).dir === "rtl" ? isolate(value) : value);
  const blocks: Block[] = [
    { kind: "paragraph", text: t("inbox.mail.deletionDone.greeting") },
    {
      kind: "paragraph",
      text: t("inbox.mail.deletionDone.body", {
        reference: ltr(request.reference),
        email: ltr(request.email),
      }),
    },
    { kind: "paragraph", text: t("inbox.mail.deletionDone.kept") },
    ...(serviceUrl
      ? [
          {
            kind: "link" as const,
            href: serviceUrl.replace(/\/+$/, "") + localizePath("/core/delete-my-account", code),
          },
        ]
      : []),
    { kind: "paragraph", text: t("inbox.mail.deletionDone.notYou") },
    { kind: "paragraph", text: t("inbox.mail.deletionDone.signature") },
  ];
  return {
    purpose: "deletion.done",
    to: request.email,
    replyTo: teamEmail,
    subject: t("inbox.mail.deletionDone.subject", values),
    ...renderBlocks(blocks, code),
  };
}
