import { z } from "zod";
import { defaultLocale, localeCodes } from "#core/i18n/locales";
import { unsetWhenEmpty } from "#server/config-values";

/**
 * Settings of the e-mail (docs/forms.md). Merged into the service's configuration
 * (server/config.ts); see .env.example for each one.
 */
export const mailConfig = {
  /** Where visitors reach this service: the links in e-mails start with it. */
  SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** smtp(s)://user:pass@host:port; without it, e-mails are written to OUTBOX_DIR as .eml files. */
  SMTP_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Urbis <no-reply@urbis.ma>"),
  /** Where the team's notifications go, and the language they are written in. */
  TEAM_EMAIL: z.email().default("team@urbis.ma"),
  TEAM_LOCALE: z.enum(localeCodes).default(defaultLocale.code),
  OUTBOX_DIR: z.string().min(1).default("./outbox"),
};
