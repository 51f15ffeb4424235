import { z } from "zod";

const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .transform((value) => value === "true");

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
  .optional();

/**
 * Settings of the forms, their storage and their e-mail (docs/forms.md, docs/storage.md). Merged
 * into the service's configuration (server/config.ts); see .env.example for each one.
 */
export const formsConfig = {
  /** Folder of the embedded database, or `memory://` for one that disappears at exit. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Key of the client-IP hash; generated once and kept in the database when not set. */
  IP_HASH_SECRET: z.string().min(16).optional(),
  /** Where visitors reach this service: the links in e-mails start with it. */
  SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** smtp(s)://user:pass@host:port; without it, e-mails are written to OUTBOX_DIR as .eml files. */
  SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Urbis <no-reply@urbis.ma>"),
  /** Where the team's notifications go, and the language they are written in. */
  TEAM_EMAIL: z.email().default("team@urbis.ma"),
  TEAM_LOCALE: z.enum(["fr", "en", "ar"]).default("fr"),
  OUTBOX_DIR: z.string().min(1).default("./outbox"),
  /** Start the e-mail worker and the purge job (off only in tests that drive them by hand). */
  JOBS: flag("true"),
  /** Submissions accepted per client IP and form endpoint within FORM_RATE_WINDOW. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORM_RATE_WINDOW: z.string().min(1).default("1 minute"),
  /** A form sent faster than this after it appeared is taken for a robot's. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * Origins of a site served from elsewhere (a CDN) whose pages post to this service, comma-separated:
   * they may post the forms (another site's post is refused), and their scripts read the answers
   * (CORS). Same-origin pages need nothing here.
   */
  FORM_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  /** Largest accepted request body of a form endpoint, in bytes. */
  FORM_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(32 * 1024),
};
