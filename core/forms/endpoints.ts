/**
 * Fields every form sends besides its own, and the endpoints they post to. `lang` is the page's
 * language (answers and e-mails use it); `website` is the honeypot people never see or fill;
 * `fillMs` is how long the form was open before it was sent, measured by the page's script (absent
 * when the script has not run: the service then answers a page to check and send the values,
 * whose post carries `sendToken` — decision 026).
 */
export const transportFields = {
  lang: "lang",
  honeypot: "website",
  fillMs: "fillMs",
  sendToken: "sendToken",
} as const;

export const transportFieldNames: readonly string[] = Object.values(transportFields);

/**
 * `fillMs` read: a number of milliseconds, as JSON sends it (a number) or a form (decimal digits,
 * as the page's script writes it). Anything else — an array, hexadecimal, an exponent, a sign,
 * spaces — is no browser's: undefined.
 */
export function fillTime(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  return typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

export const endpoints = {
  demo: "/api/demo-requests",
  contact: "/api/contact-messages",
  deletion: "/api/deletion-requests",
} as const;

export type FormId = keyof typeof endpoints;

/**
 * The service's origin when the site is served from elsewhere (a CDN): URBIS_PUBLIC_API_ORIGIN at
 * build time. Empty: the same origin as the page.
 */
const apiOrigin = ((import.meta.env as Record<string, string | undefined>).URBIS_PUBLIC_API_ORIGIN ?? "")
  .trim()
  .replace(/\/+$/, "");

export function endpointUrl(form: FormId): string {
  return `${apiOrigin}${endpoints[form]}`;
}

/** Another of the service's paths (the demo's free times), on the same origin as the forms. */
export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`;
}
