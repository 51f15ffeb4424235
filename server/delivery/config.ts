import { z } from "zod";

/**
 * Settings of the outbox's worker (docs/forms.md). Merged into the service's configuration
 * (server/config.ts); see .env.example for each one.
 */
export const deliveryConfig = {
  /**
   * How long an instance holds an e-mail it is sending; if it dies meanwhile, another instance
   * sends it once this has passed. Longer than the slowest SMTP exchange.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
};
