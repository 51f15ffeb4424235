import type { FormId } from "#core/forms/endpoints";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import { display } from "./display-values";
import { renderBlocks, type Email } from "./render";

/** What every stored submission has that the team's notice of it reports. */
type Submission = { reference: string; locale: LocaleCode; createdAt: Date; email: string };

/**
 * The team's notice of a submission, in the team's language: its subject
 * (`forms.mail.team.<form>.subject`, with the reference and the sender's `name`), when it came and
 * in which language, then its reference and its fields (`rows`, labelled in the team's language).
 * Replies go to the sender.
 */
export function teamNotice(
  submission: Submission,
  context: MailContext,
  notice: { form: FormId; name?: string; rows: [string, string][] },
): Email {
  const team = display(context.teamLocale);
  const intro = team.t("forms.mail.team.intro", {
    date: team.date(submission.createdAt),
    language: team.language(submission.locale),
  });
  return {
    purpose: `${notice.form}.team`,
    to: context.teamEmail,
    replyTo: submission.email,
    subject: team.t(`forms.mail.team.${notice.form}.subject`, {
      reference: submission.reference,
      name: notice.name,
    }),
    ...renderBlocks(
      [
        { kind: "paragraph", text: intro },
        {
          kind: "fields",
          rows: [[team.t("forms.mail.team.reference"), submission.reference], ...notice.rows],
        },
      ],
      context.teamLocale,
    ),
  };
}
