import { createHash } from "node:crypto";

/**
 * Where leads are posted (LEAD_WEBHOOK_URL) and the key they are signed with
 * (LEAD_WEBHOOK_SECRET): read from configuration only, never from a request or the database.
 */
export type LeadWebhook = {
  url: string;
  secret: string;
  /** The URL's origin: what the inbox shows (a path may be a secret, like a token in it). */
  origin: string;
  /** SHA-256 of the URL, stored with each queued lead: sent only while the setting still names it. */
  hash: string;
};

export const urlHash = (url: string) => createHash("sha256").update(url).digest("hex");

/** The configured webhook, or undefined when LEAD_WEBHOOK_URL is not set (off). */
export function leadWebhook(config: {
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
}): LeadWebhook | undefined {
  const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = config;
  if (!url) return undefined;
  // The configuration check (server/webhook/config.ts) refuses a URL without a secret.
  if (!secret) throw new Error("LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set");
  return { url, secret, origin: new URL(url).origin, hash: urlHash(url) };
}
