import { z } from "zod";

/**
 * Settings of the forms (docs/forms.md). Merged into the service's configuration
 * (server/config.ts); see .env.example for each one.
 */
export const formsConfig = {
  /** Key of the client-IP hash; generated once and kept in the database when not set. */
  IP_HASH_SECRET: z.string().min(16).optional(),
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
