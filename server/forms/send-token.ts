import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FormId } from "#core/forms/endpoints";

/**
 * The token of the "check and send" page (decision 026): a form posted without script is shown
 * back to the visitor before it is stored, and only that page's post, carrying this token, stores
 * it. The token binds the form, the time the page was made and the values it carries, signed with
 * a key of the service's (HMAC-SHA256). Nothing is kept on the server.
 */

/** A key of its own, derived from the service's secret (the one the IP hash and receipts use). */
export function sendTokenKey(secret: string): Buffer {
  return createHash("sha256").update(`form send tokens\0${secret}`).digest();
}

/** One value as a browser sends it back from hidden fields: strings, line breaks as CRLF or LF. */
function canonical(value: unknown): string | string[] {
  if (Array.isArray(value))
    return value.length === 1 ? canonical(value[0]) : value.map((v) => String(canonical(v)));
  return String(value ?? "").replace(/\r\n?/g, "\n");
}

/** A hash of a form's fields (transport fields left out), whatever their order. */
export function valuesHash(fields: Record<string, unknown>): string {
  const entries = Object.keys(fields)
    .filter((name) => !(Array.isArray(fields[name]) && (fields[name] as unknown[]).length === 0))
    .sort()
    .map((name) => [name, canonical(fields[name])]);
  return createHash("sha256").update(JSON.stringify(entries)).digest("base64url");
}

function signature(key: Buffer, form: FormId, issuedAt: number, hash: string): string {
  return createHmac("sha256", key).update(`${form}\n${issuedAt}\n${hash}`).digest("base64url");
}

export function issueSendToken(key: Buffer, form: FormId, fields: Record<string, unknown>, at: Date): string {
  const issuedAt = at.getTime();
  return `${issuedAt.toString(36)}.${signature(key, form, issuedAt, valuesHash(fields))}`;
}

export type SendTokenState = "valid" | "too-early" | "expired" | "invalid";

/**
 * Whether `token` was made by this service, for this form and exactly these values, between
 * `maxAgeMs` and `minAgeMs` ago. A token from the future, altered, or for other values is invalid.
 */
export function checkSendToken(
  key: Buffer,
  token: unknown,
  form: FormId,
  fields: Record<string, unknown>,
  now: Date,
  { minAgeMs, maxAgeMs }: { minAgeMs: number; maxAgeMs: number },
): SendTokenState {
  if (typeof token !== "string") return "invalid";
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return "invalid";
  const issuedAt = parseInt(match[1], 36);
  const expected = Buffer.from(signature(key, form, issuedAt, valuesHash(fields)));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now.getTime() - issuedAt;
  if (age < 0) return "invalid";
  if (age < minAgeMs) return "too-early";
  if (age > maxAgeMs) return "expired";
  return "valid";
}
