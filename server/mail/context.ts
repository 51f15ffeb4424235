import type { LocaleCode } from "#core/i18n/locales";

/** What every template needs beyond the submission itself. */
export type MailContext = {
  /** Where the team's notifications go, and in which language they are written. */
  teamEmail: string;
  teamLocale: LocaleCode;
  /** Public origin of the service: links in e-mails start with it (never the request's Host). */
  serviceUrl: string;
};
