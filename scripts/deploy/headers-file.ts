import { securityHeaders } from "#server/security/headers";
import type { BuiltFile } from "./built-files";

const POLICY = "Content-Security-Policy";

function rule(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/**
 * A page's policy on a static host whose forms and beacon post to the service elsewhere
 * (`URBIS_PUBLIC_API_ORIGIN` at build time): that origin is allowed to be posted to
 * (`form-action`) and fetched or sent a beacon (`connect-src`), as this site's own is.
 */
export function allowApiOrigin(policy: string, apiOrigin: string | undefined): string {
  const origin = apiOrigin?.trim() ? new URL(apiOrigin.trim()).origin : undefined;
  if (!origin) return policy;
  return policy
    .replace("connect-src 'self'", `connect-src 'self' ${origin}`)
    .replace("form-action 'self'", `form-action 'self' ${origin}`);
}

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) with the service's headers: the
 * security headers on every path; each page's own policy and the pages' Cache-Control on its path;
 * the assets' policy and long caching under /assets/. No two rules set the same header for a path,
 * so hosts that merge matching rules and hosts that let the last one win read it alike. Pages allow
 * the service's origin when it is another (allowApiOrigin).
 */
export function headersFile(files: BuiltFile[], apiOrigin?: string): string {
  const everywhere = Object.fromEntries(
    Object.entries(securityHeaders()).filter(([name]) => name !== POLICY),
  );
  const asset = files.find((file) => file.key.startsWith("/assets/"));
  const rules = [
    rule("/*", everywhere),
    ...(asset
      ? [rule("/assets/*", { [POLICY]: asset.contentSecurityPolicy, "Cache-Control": asset.cacheControl })]
      : []),
    ...files.flatMap((file) =>
      file.page
        ? [
            rule(file.page, {
              [POLICY]: allowApiOrigin(file.contentSecurityPolicy, apiOrigin),
              "Cache-Control": file.cacheControl,
            }),
          ]
        : [],
    ),
  ];
  const intro = [
    "# The service's headers for a static host (Netlify, Cloudflare Pages), written by the build.",
    "# Each page's Content-Security-Policy lists the hashes of its own inline scripts: rebuild, never edit.",
  ];
  return `${intro.join("\n")}\n\n${rules.join("\n\n")}\n`;
}
