import { BEACON_PATH } from "#core/analytics/beacon";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { notFoundPath } from "#core/paths/page-table";
import { securityHeaders } from "#server/security/headers";
import { fileExtension, hiddenPaths } from "#server/site/resolve";
import { contentTypes } from "#server/site/site-files";
import type { BuiltFile } from "./built-files";
import type { NginxSettings } from "./nginx-settings";

const UPSTREAM = "urbis_service";
const POLICY = "$urbis_content_security_policy";
const CACHE = "$urbis_cache_control";

/** A string as one token of nginx's configuration (which reads \\, \\" and \\n in quotes as escapes). */
function quote(value: string): string {
  if (/["\n]|\\["'\\nrt]/.test(value)) throw new Error(`Cannot write ${value} in nginx's configuration`);
  return `"${value}"`;
}

const escapeRegex = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
const indent = (lines: string[], depth = 1) =>
  lines.map((line) => (line ? "    ".repeat(depth) + line : line));
const block = (head: string, body: string[]) => [`${head} {`, ...indent(body), "}"];

/**
 * Every security header of server/security/headers.ts, on every answer (`always`: 404s and
 * redirects too); a page's policy and a file's Cache-Control come from the maps below.
 */
function headerLines(site: boolean): string[] {
  const headers = Object.entries(securityHeaders()).map(([name, value]): [string, string] =>
    site && name === "Content-Security-Policy" ? [name, POLICY] : [name, value],
  );
  if (site) headers.push(["Cache-Control", CACHE]);
  return headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

/** Requests for the service go to its instances, with the client's address and scheme. */
function proxyLines(): string[] {
  return [
    "proxy_http_version 1.1;",
    'proxy_set_header Connection "";',
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
  ];
}

const proxied = (location: string) => block(`location ${location}`, [`proxy_pass http://${UPSTREAM};`]);

/** The built site as server/site/resolve.ts answers it; the security headers on every answer. */
function siteLocations(): string[] {
  const hidden = [...hiddenPaths].flatMap((path) => block(`location = ${path}`, ["return 404;"]));
  return [
    ...block("location /", [
      ...headerLines(true),
      "",
      "# /core/demo/ → 308 /core/demo (the query kept).",
      ...block('location ~ "^/.+/$"', ["return 308 $urbis_without_trailing_slash;"]),
      "# The not-found pages and the SPA fallback are never answered with 200.",
      ...block(`location ~ ${quote(`${escapeRegex(notFoundPath)}$`)}`, ["return 404;"]),
      ...hidden,
      "# A file by its name; a page is a folder with an index.html.",
      ...block(`location ~* ${quote(fileExtension.source)}`, ["try_files $uri $uri/index.html =404;"]),
      ...block("location = /", ["try_files /index.html =404;"]),
      "try_files $uri/index.html =404;",
    ]),
    "",
    "# The not-found page of the path's folder (a template's unknown slug), else of its language.",
    ...block("location @urbis_not_found", [
      ...headerLines(true),
      "try_files $urbis_nearest_not_found $urbis_language_not_found =404;",
    ]),
  ];
}

function siteServer(settings: NginxSettings): string[] {
  const tls = settings.tls;
  return block("server", [
    ...settings.listen.map((address) => `listen ${address}${tls ? " ssl http2" : ""};`),
    `server_name ${settings.serverName};`,
    ...(tls ? [`ssl_certificate ${quote(tls.certificate)};`, `ssl_certificate_key ${quote(tls.key)};`] : []),
    `root ${quote(settings.root)};`,
    "",
    "server_tokens off;",
    "# Redirects name a path, as the service's do.",
    "absolute_redirect off;",
    "# The .gz copies the build wrote (Debian's nginx-light serves no .br).",
    "gzip_static on;",
    "gzip_vary on;",
    ...block(
      "types",
      Object.entries(contentTypes).map(([ext, type]) => `${quote(type)} ${ext.slice(1)};`),
    ),
    "default_type application/octet-stream;",
    "error_page 404 @urbis_not_found;",
    "",
    "# The service: the forms' API, the team's inbox, the health and readiness checks.",
    ...proxyLines(),
    ...["/api/", "= /inbox", "/inbox/", "= /healthz", "= /readyz"].flatMap(proxied),
    "# The page analytics' beacon (decision 056): no access log line, which would hold the address.",
    ...block(`location = ${BEACON_PATH}`, ["access_log off;", `proxy_pass http://${UPSTREAM};`]),
    "",
    ...siteLocations(),
  ]);
}

/** With TLS: plain HTTP is sent to HTTPS (301, 308 for other methods), as the service does. */
function redirectServer(settings: NginxSettings, httpListen: string[]): string[] {
  const port = settings.listen[0]?.match(/(\d+)$/)?.[1];
  const target = `https://$host${port && port !== "443" ? `:${port}` : ""}$request_uri`;
  return block("server", [
    ...httpListen.map((address) => `listen ${address};`),
    `server_name ${settings.serverName};`,
    "server_tokens off;",
    ...headerLines(false),
    "# The load balancer may probe the health and readiness checks over plain HTTP.",
    ...proxyLines(),
    ...["= /healthz", "= /readyz"].flatMap(proxied),
    ...block("location /", [
      ...block('if ($request_method !~ "^(GET|HEAD)$")', [`return 308 ${target};`]),
      `return 301 ${target};`,
    ]),
  ]);
}

function map(source: string, variable: string, entries: [string, string][]): string[] {
  return block(
    `map ${source} ${variable}`,
    entries.map(([key, value]) => `${key === "default" ? key : quote(key)} ${quote(value)};`),
  );
}

/** What nginx cannot compute from a file name: each file's policy and caching, the 404 pages. */
function maps(files: BuiltFile[]): string[] {
  const assetPolicy = securityHeaders()["Content-Security-Policy"] ?? "";
  const languages = locales
    .filter((locale) => locale.prefix)
    .map((locale): [string, string] => [
      `~^${escapeRegex(locale.prefix)}(/|$)`,
      `${localizePath(notFoundPath, locale.code)}/index.html`,
    ]);
  return [
    "# Keys are file paths: longer than nginx's default bucket holds.",
    "map_hash_bucket_size 256;",
    ...map("$uri", "$urbis_content_security_policy", [
      ["default", assetPolicy],
      ...files
        .filter((f) => f.contentSecurityPolicy !== assetPolicy)
        .map((f): [string, string] => [f.key, f.contentSecurityPolicy]),
    ]),
    ...map("$status", "$urbis_cache_control", [
      ["default", ""],
      ...["200", "206", "304"].map((status): [string, string] => [status, "$urbis_file_cache_control"]),
      ["404", "no-store"],
    ]),
    ...map("$uri", "$urbis_file_cache_control", [
      ["default", ""],
      ...files.map((f): [string, string] => [f.key, f.cacheControl]),
    ]),
    ...map("$uri", "$urbis_nearest_not_found", [
      ["default", ""],
      ["~^(/.+)/[^/]*$", `$1${notFoundPath}/index.html`],
    ]),
    ...map("$uri", "$urbis_language_not_found", [["default", `${notFoundPath}/index.html`], ...languages]),
    "# From the request as sent (still encoded): no header can be injected, no other host reached.",
    ...map("$request_uri", "$urbis_without_trailing_slash", [
      ["default", "/"],
      ["~^/*([^?\\x5c]*[^/?\\x5c])/+(\\?.*)?$", "/$1$2"],
    ]),
  ];
}

/**
 * nginx's configuration for the reference topology (docs/deploy.md): the built site from files,
 * with the service's headers, and the API, the inbox and the health check from the instances. It
 * goes in nginx's `http` block (Debian: /etc/nginx/sites-enabled/).
 */
export function nginxConfig(files: BuiltFile[], settings: NginxSettings): string {
  const sections = [
    [
      "# Urbis behind nginx (docs/deploy.md). Written by `npm run build` and `npm run nginx:conf` from the",
      "# NGINX_* settings (.env.example) and the built pages: write it again rather than editing it, as",
      "# each page's Content-Security-Policy lists the hashes of its own inline scripts.",
    ],
    block(`upstream ${UPSTREAM}`, [
      ...settings.upstreams.map((address) => `server ${address};`),
      "keepalive 16;",
    ]),
    ...(settings.tls ? [redirectServer(settings, settings.tls.httpListen)] : []),
    siteServer(settings),
    maps(files),
  ];
  return `${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}
