import type { Attribution } from "#core/attribution/schema";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "#server/mail/context";
import type { LeadWebhook } from "#server/webhook/target";

/** What the service records about a submission besides what the visitor typed. */
export type SubmissionMeta = {
  locale: LocaleCode;
  consentVersion: string;
  ipHash: string;
  userAgent: string;
  createdAt: Date;
  /** The "check and send" page's token it was posted with (send-token.ts), if any. */
  sendToken?: string;
  /** Where the visit came from: demo requests and contact messages only (decision 055). */
  attribution?: Attribution;
  /** The demo's time the visitor chose (its start, ISO in UTC), to book with the request (issue 32). */
  slot?: string;
};

/** What the stores need from the service: the e-mails' settings, and the CRM's webhook when it is on. */
export type StoreContext = MailContext & { leadWebhook?: LeadWebhook };
