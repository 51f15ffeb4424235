import type { FastifyInstance } from "fastify";
import { registerHttpsRedirect } from "./https-redirect";

/**
 * The Content-Security-Policy of a response. Nothing is allowed by default; the site loads its own
 * scripts, styles, fonts and images, and runs exactly the inline scripts of the page being sent,
 * by hash (no 'unsafe-inline', no 'unsafe-eval'). Forms post only to this origin; no page may be
 * framed; no <base> may redirect relative URLs; no plugins.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Every security header of a response; only the CSP differs from one response to another. */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    // Two years, subdomains included: browsers ignore it over plain HTTP (local runs).
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    // For browsers that predate CSP's frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Permitted-Cross-Domain-Policies": "none",
  };
}

/**
 * Security headers on every response the service sends: pages, assets, the not-found page, API
 * answers and errors alike (Fastify runs onSend for each of them). A page's CSP lists the hashes of
 * its own inline scripts, which the static site computed when it loaded the build.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Parameters<typeof registerHttpsRedirect>[1],
) {
  registerHttpsRedirect(app, options);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(securityHeaders(reply.siteFile?.scriptHashes ?? []));
    return payload;
  });
}
