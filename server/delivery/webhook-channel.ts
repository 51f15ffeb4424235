import { outboxWebhooks } from "#server/db/schema";
import { postLead, WEBHOOK_TIMEOUT_MS } from "#server/webhook/send";
import type { LeadWebhook } from "#server/webhook/target";
import { Undeliverable, type OutboxChannel } from "./worker";

/**
 * The leads of the outbox, posted to the configured webhook. A lead queued for a URL the setting no
 * longer names (removed or changed) is never sent: it is given up at once. Once sent or given up,
 * its copy of the submission is blanked; the row keeps what the inbox shows.
 */
export function webhookChannel(
  webhook: LeadWebhook | undefined,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): OutboxChannel<typeof outboxWebhooks> {
  return {
    name: "webhook",
    table: outboxWebhooks,
    send: async (row, now) => {
      if (!webhook || webhook.hash !== row.targetHash)
        throw new Undeliverable("not sent: LEAD_WEBHOOK_URL no longer names this target");
      await postLead(webhook, row, now, timeoutMs);
    },
    settled: () => ({ body: "" }),
    logged: (row) => ({ reference: row.idempotencyKey, target: row.targetOrigin }),
  };
}
