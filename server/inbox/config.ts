import { z } from "zod";

/**
 * Settings of the team's inbox (docs/inbox.md). Merged into the service's configuration
 * (server/config.ts).
 */
export const inboxConfig = {
  /** A session unused for this many hours ends (the expiry slides with use). */
  INBOX_SESSION_IDLE_HOURS: z.coerce.number().min(0.1).max(72).default(12),
  /** A session ends this many hours after sign-in, however much it is used. */
  INBOX_SESSION_MAX_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24 * 7),
  /** Failed sign-ins allowed for one account from one client IP within INBOX_LOGIN_WINDOW_MINUTES. */
  INBOX_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** Failed sign-ins allowed from one client IP, whatever the accounts, within the same window. */
  INBOX_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(20),
  INBOX_LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(15),
};
