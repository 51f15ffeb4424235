import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The links a visitor gets for their booking (decision 058): its invitation (.ics), and the pages
 * that reschedule or cancel it. Each is signed (HMAC-SHA256) with a key derived from the service's
 * secret, over the booking's id and the action, so a link opens that one booking for that one
 * action. Nothing is stored; a link works until the demo starts (the pages check the booking).
 */
export type LinkAction = "calendar" | "reschedule" | "cancel";

export type LinkConfig = { key: Buffer; serviceUrl: string };

/** A key of its own, derived from the service's secret (the IP hash's, as the send tokens'). */
export function bookingLinkKey(secret: string): Buffer {
  return createHash("sha256").update(`demo booking links\0${secret}`).digest();
}

export function linkSignature(key: Buffer, bookingId: string, action: LinkAction): string {
  return createHmac("sha256", key).update(`${bookingId}\0${action}`).digest("base64url");
}

export function verifyLink(key: Buffer, bookingId: string, action: LinkAction, sig: unknown): boolean {
  if (typeof sig !== "string") return false;
  const expected = Buffer.from(linkSignature(key, bookingId, action));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The full URL of a booking's link for `action`. */
export function signedLink(config: LinkConfig, bookingId: string, action: LinkAction): string {
  const sig = linkSignature(config.key, bookingId, action);
  return action === "calendar"
    ? `${config.serviceUrl}/api/demo/bookings/${bookingId}/calendar.ics?sig=${sig}`
    : `${config.serviceUrl}/demo/manage/${bookingId}?action=${action}&sig=${sig}`;
}
