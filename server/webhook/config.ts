import { z } from "zod";
import { unsetWhenEmpty } from "#server/config-values";

/**
 * Settings of the lead webhook (docs/decisions/028-lead-webhook.md). Merged into the service's
 * configuration (server/config.ts), which also runs leadWebhookRules; see .env.example for each one.
 */
export const webhookConfig = {
  /**
   * Each demo request and contact message is also posted there as signed JSON (a CRM, an automation
   * service); unset: off. https only in production, except to this machine (see leadWebhookRules).
   */
  LEAD_WEBHOOK_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/ }).optional()),
  /** Key of the webhook's HMAC-SHA256 signature, shared with the receiver; required with the URL. */
  LEAD_WEBHOOK_SECRET: z.preprocess(unsetWhenEmpty, z.string().min(32).optional()),
};

/** Loopback hosts: a webhook to this machine (a relay, a test) may be plain http even in production. */
const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The checks that involve several settings, run on the whole configuration at start: personal data
 * goes to a webhook only signed, and only over https in production.
 */
export function leadWebhookRules(
  config: { NODE_ENV: string; LEAD_WEBHOOK_URL?: string; LEAD_WEBHOOK_SECRET?: string },
  ctx: z.RefinementCtx,
) {
  const url = config.LEAD_WEBHOOK_URL;
  if (!url) return;
  if (!config.LEAD_WEBHOOK_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_SECRET"],
      message: "required when LEAD_WEBHOOK_URL is set (at least 32 characters, shared with the receiver)",
    });
  const { protocol, hostname } = new URL(url);
  if (config.NODE_ENV === "production" && protocol !== "https:" && !isLoopback(hostname))
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_URL"],
      message: "must be https:// in production (http:// only to this machine: 127.0.0.1, localhost, [::1])",
    });
}
