import type { LocaleCode } from "#app/i18n/locales";
import type { MailContext } from "#server/mail/context";

/** What the service records about a submission besides what the visitor typed. */
export type SubmissionMeta = {
  locale: LocaleCode;
  consentVersion: string;
  ipHash: string;
  userAgent: string;
  createdAt: Date;
};

/** What the stores need from the service. */
export type StoreContext = MailContext;
