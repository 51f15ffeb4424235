/**
 * The page analytics' beacon (decision 056): what the page's script sends after a page view or an
 * event, and what the service accepts of it (server/analytics/). Small on purpose: the page's
 * beacon (app/attribution/visit.ts) imports only this file.
 */

/** Where the beacon is posted, on the service (same origin, or URBIS_PUBLIC_API_ORIGIN). */
export const BEACON_PATH = "/api/beacon";

/** The largest body the service reads; a page's beacon is about 300 bytes. */
export const BEACON_MAX_BYTES = 2048;

/** The path counted for a page that is not in the site's sitemap, whatever the URL sent. */
export const UNKNOWN_PATH = "(unknown)";

export const beaconKinds = ["view", "event"] as const;
export type BeaconKind = (typeof beaconKinds)[number];

/** A coarse device class, from the viewport's width in CSS pixels. */
export const devices = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof devices)[number];

/** Viewports narrower than `phone` are phones; narrower than `tablet`, tablets. */
export const deviceWidths = { phone: 640, tablet: 1024 } as const;

export function deviceOf(width: number): Device {
  return width < deviceWidths.phone ? "phone" : width < deviceWidths.tablet ? "tablet" : "desktop";
}

/**
 * The events counted, and what each one's `detail` may be: a tool (`tool`), a template
 * (`template`), a form (`form`), a language (`language`), or nothing.
 */
export const beaconEvents = {
  tool_used: "tool",
  template_downloaded: "template",
  calendar_exported: "tool",
  estimator_used: "none",
  form_started: "form",
  form_sent: "form",
  demo_booked: "none",
  language_changed: "language",
  whatsapp_followed: "none",
} as const;
export type BeaconEvent = keyof typeof beaconEvents;

/** The body's fields, by their names on the wire; any other field is refused. */
export const beaconFields = [
  "kind",
  "path",
  "lang",
  "device",
  "first",
  "landing",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "event",
  "detail",
] as const;
export type BeaconField = (typeof beaconFields)[number];
