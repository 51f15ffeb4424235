import { createHmac } from "node:crypto";
import type { outboxWebhooks } from "#server/db/schema";
import type { LeadWebhook } from "./target";

type Row = typeof outboxWebhooks.$inferSelect;

/** A receiver that does not answer within this is taken as a failure (retried later). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The signature a receiver recomputes: HMAC-SHA256 with the shared secret over
 * `<timestamp>.<body>`, in hex. The timestamp is signed too, so an old request cannot be replayed.
 */
export function signature(secret: string, timestamp: string, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** Why a request got no answer, in a few words: no URL, no personal data. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError")
    return `timeout: no answer within ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `network error${typeof code === "string" ? ` (${code})` : ""}`;
}

/** Posts one queued lead, signed; anything but a 2xx answer throws. */
export async function postLead(webhook: LeadWebhook, row: Row, now: Date, timeoutMs = WEBHOOK_TIMEOUT_MS) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Urbis-Lead-Webhook/1",
        "Idempotency-Key": row.idempotencyKey,
        "X-Urbis-Timestamp": timestamp,
        "X-Urbis-Signature": `sha256=${signature(webhook.secret, timestamp, row.body)}`,
      },
      body: row.body,
      // A redirect would carry the lead to a URL nobody configured: it counts as a failure.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(reasonOf(error, timeoutMs), { cause: error });
  }
  // The answer's body is not read (nor recorded): only its status matters.
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299)
    throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
}
