/**
 * A grader that applies the HTTP Observatory's published scoring (MDN HTTP Observatory, algorithm
 * of its tests and score table) to one HTTP exchange. It implements the ten tests the Observatory
 * runs: Content-Security-Policy, cookies, CORS, redirection, Referrer-Policy, HSTS, Subresource
 * Integrity, X-Content-Type-Options, X-Frame-Options and Cross-Origin-Resource-Policy.
 *
 * Differences from the hosted scanner, which needs a public host: the exchange is given rather
 * than fetched; the HSTS preload list is not consulted (no bonus claimed); any status is graded
 * (the scanner refuses non-2xx answers, but our 404 and API errors must be as safe as pages).
 */

export type Headers = Record<string, string | string[] | number | undefined>;

export type Exchange = {
  /** The URL as the visitor requested it; its scheme says whether the answer came over HTTPS. */
  url: string;
  headers: Headers;
  /** The body, for HTML answers (Subresource Integrity looks at their scripts). */
  body?: string;
  /** What a plain-HTTP request to the site did: each URL visited, first the http:// one. */
  httpRoute?: string[];
  /** The answer to the same request sent with an Origin header (the CORS test). */
  cors?: { origin: string; headers: Headers };
};

export type TestResult = { test: string; result: string; modifier: number };
export type Grade = { score: number; grade: string; tests: TestResult[] };

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

function headerValues(headers: Headers, name: string): string[] {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (entry === undefined) return [];
  return (Array.isArray(entry) ? entry : [entry]).map(String);
}
const firstHeader = (headers: Headers, name: string) => headerValues(headers, name)[0];

// ── Content-Security-Policy ─────────────────────────────────────────────────────────────────────
const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** Directive → sources, the first policy's; a repeated directive makes the header invalid. */
export function parseCsp(header: string): Map<string, Set<string>> {
  const policy = header.replaceAll(/[\r\n]/g, "").trim();
  if (policy.length < "img-src".length - 1) throw new Error("policy too short");
  const csp = new Map<string, Set<string>>();
  for (const entry of policy.split(";")) {
    const [name, ...values] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (csp.has(directive)) {
      if (directive === "report-uri" || directive === "report-to") continue;
      throw new Error(`duplicate directive ${directive}`);
    }
    const sources = values.map((v) => v.toLowerCase());
    csp.set(directive, new Set(sources.length || !directive.endsWith("-src") ? sources : ["'none'"]));
  }
  return csp;
}

function cspTest(exchange: Exchange): { result: string; csp?: Map<string, Set<string>> } {
  const headers = headerValues(exchange.headers, "content-security-policy").flatMap((h) => h.split(","));
  if (headers.length === 0) return { result: "csp-not-implemented" };
  let csp: Map<string, Set<string>>;
  try {
    // Several policies all apply; the Observatory keeps a source only when every policy allows it.
    // Ours send one: grading the first is exact for them.
    csp = parseCsp(headers[0] ?? "");
  } catch {
    return { result: "csp-header-invalid" };
  }
  const https = new URL(exchange.url).protocol === "https:";
  const fallback = csp.get("default-src");
  const scriptSrc = new Set(csp.get("script-src") ?? fallback ?? ["*"]);
  const styleSrc = new Set(csp.get("style-src") ?? fallback ?? ["*"]);
  const objectSrc = csp.get("object-src") ?? fallback ?? new Set(["*"]);
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  }
  if ([...scriptSrc].some((s) => HASH_OR_NONCE.test(s)) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of [...scriptSrc]) {
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        scriptSrc.delete(s);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    return { result: "csp-header-invalid", csp };
  }
  const active = [
    ...[...csp]
      .filter(([d]) => !["img-src", "media-src", "script-src"].includes(d))
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? fallback ?? [])]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  let result: string | undefined;
  if (
    [...scriptSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  ) {
    result = "csp-implemented-with-unsafe-inline";
  } else if (https && active.some(insecure)) result = "csp-implemented-with-insecure-scheme";
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result = "csp-implemented-with-unsafe-eval";
  else if (https && passive.some(insecure))
    result = "csp-implemented-with-insecure-scheme-in-passive-content-only";
  else if ([...styleSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) {
    result = "csp-implemented-with-unsafe-inline-in-style-src-only";
  } else if (fallback?.has("'none'") && fallback.size === 1)
    result = "csp-implemented-with-no-unsafe-default-src-none";
  else result = "csp-implemented-with-no-unsafe";
  return { result, csp };
}

// ── Cookies ─────────────────────────────────────────────────────────────────────────────────────
const COOKIE_BADNESS = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];
const worse = (candidate: string, current: string | undefined, order: string[]) =>
  current === undefined || order.indexOf(candidate) > order.indexOf(current) ? candidate : current;

function cookiesTest(exchange: Exchange, hsts: boolean): string {
  const raw = headerValues(exchange.headers, "set-cookie");
  if (raw.length === 0) return "cookies-not-found";
  let result: string | undefined;
  let missingSameSite = false;
  for (const line of raw) {
    const [pair = "", ...attributes] = line.split(";").map((p) => p.trim());
    const name = pair.split("=")[0]?.toLowerCase() ?? "";
    const attrs = new Map(
      attributes.map((a) => {
        const [key = "", value] = a.split("=");
        return [key.trim().toLowerCase(), value?.trim().toLowerCase()] as const;
      }),
    );
    const secure = attrs.has("secure");
    const httpOnly = attrs.has("httponly");
    const sameSite = attrs.get("samesite");
    const session = name.includes("login") || name.includes("sess");
    if (attrs.has("samesite") && !["lax", "strict", "none"].includes(sameSite ?? "")) {
      result = worse("cookies-samesite-flag-invalid", result, COOKIE_BADNESS);
    }
    if (!secure && sameSite === "none")
      result = worse("cookies-samesite-flag-invalid", result, COOKIE_BADNESS);
    if (!secure) {
      result = worse(
        hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
        result,
        COOKIE_BADNESS,
      );
    }
    if (name.includes("csrf") && !sameSite)
      result = worse("cookies-anticsrf-without-samesite-flag", result, COOKIE_BADNESS);
    if (session && !secure) {
      result = worse(
        hsts
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
        result,
        COOKIE_BADNESS,
      );
    }
    if (session && !httpOnly) result = worse("cookies-session-without-httponly-flag", result, COOKIE_BADNESS);
    if (!sameSite) missingSameSite = true;
  }
  return (
    result ??
    (missingSameSite
      ? "cookies-secure-with-httponly-sessions"
      : "cookies-secure-with-httponly-sessions-and-samesite")
  );
}

// ── CORS ────────────────────────────────────────────────────────────────────────────────────────
function corsTest(exchange: Exchange): string {
  const probe = exchange.cors;
  const allowOrigin =
    probe && firstHeader(probe.headers, "access-control-allow-origin")?.trim().toLowerCase();
  if (!probe || !allowOrigin) return "cross-origin-resource-sharing-not-implemented";
  if (allowOrigin === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = firstHeader(probe.headers, "access-control-allow-credentials")?.trim().toLowerCase();
  if (allowOrigin === probe.origin.toLowerCase() && credentials === "true") {
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  }
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

// ── Redirection ─────────────────────────────────────────────────────────────────────────────────
function redirectionTest(exchange: Exchange): string {
  const route = exchange.httpRoute?.map((u) => new URL(u));
  if (!route || route.length === 0) return "redirection-not-needed-no-http";
  if (route.length === 1) return "redirection-missing";
  if (route.at(-1)?.protocol !== "https:") return "redirection-not-to-https";
  if (route[1]?.protocol === "http:") return "redirection-not-to-https-on-initial-redirection";
  if (
    route[0]?.protocol === "http:" &&
    route[1]?.protocol === "https:" &&
    route[0].hostname !== route[1].hostname
  ) {
    return "redirection-off-host-from-http";
  }
  return "redirection-to-https";
}

// ── Referrer-Policy ─────────────────────────────────────────────────────────────────────────────
function referrerPolicyTest(exchange: Exchange): string {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = headerValues(exchange.headers, "referrer-policy");
  if (values.length === 0) return "referrer-policy-not-implemented";
  const policy = values
    .join(",")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy && good.includes(policy)) return "referrer-policy-private";
  if (policy && bad.includes(policy)) return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

// ── Strict-Transport-Security ───────────────────────────────────────────────────────────────────
const SIX_MONTHS = 15_552_000;

function hstsTest(exchange: Exchange): string {
  if (new URL(exchange.url).protocol !== "https:") return "hsts-not-implemented-no-https";
  const header = firstHeader(exchange.headers, "strict-transport-security");
  if (header === undefined) return "hsts-not-implemented";
  if (header.includes(",")) return "hsts-header-invalid";
  const maxAge = header
    .split(";")
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("max-age="));
  const seconds = maxAge ? Number.parseInt(maxAge.slice(8), 10) : NaN;
  if (Number.isNaN(seconds)) return "hsts-header-invalid";
  return seconds < SIX_MONTHS
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

// ── Subresource Integrity ───────────────────────────────────────────────────────────────────────
const SRI_BADNESS = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];

/** The registrable part of a host, roughly: its last two labels (enough for same-site scripts). */
const siteOf = (host: string) => host.split(".").slice(-2).join(".");

function sriTest(exchange: Exchange): string {
  const mime = firstHeader(exchange.headers, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml")
    return "sri-not-implemented-response-not-html";
  const scripts = [...(exchange.body ?? "").matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  const page = new URL(exchange.url);
  let result: string | undefined;
  let foreign = false;
  for (const attrs of scripts) {
    const src = attrs.match(/\bsrc="([^"]*)"/i)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity="[^"]+"/i.test(attrs);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(page.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = absolute
      ? new URL(src).protocol === "https:"
      : relative && page.protocol === "https:";
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) {
        result = worse("sri-implemented-but-external-scripts-not-loaded-securely", result, SRI_BADNESS);
      } else if (!integrity && secureScheme) {
        result = worse("sri-not-implemented-but-external-scripts-loaded-securely", result, SRI_BADNESS);
      } else if (!integrity) {
        result = worse("sri-not-implemented-and-external-scripts-not-loaded-securely", result, SRI_BADNESS);
      }
    } else if (integrity && secureScheme && !result) {
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  return (
    result ??
    (foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

// ── X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy ───────────────────────
function xContentTypeOptionsTest(exchange: Exchange): string {
  const header = firstHeader(exchange.headers, "x-content-type-options");
  if (header === undefined) return "x-content-type-options-not-implemented";
  return header.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

function xFrameOptionsTest(exchange: Exchange, csp: Map<string, Set<string>> | undefined): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const header = firstHeader(exchange.headers, "x-frame-options")?.trim().toLowerCase();
  if (header === undefined) return "x-frame-options-not-implemented";
  if (header === "deny" || header === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return header.startsWith("allow-from")
    ? "x-frame-options-allow-from-origin"
    : "x-frame-options-header-invalid";
}

function corpTest(exchange: Exchange): string {
  const header = firstHeader(exchange.headers, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (!header) return "corp-not-implemented";
  const known: Record<string, string> = {
    "same-origin": "corp-implemented-with-same-origin",
    "same-site": "corp-implemented-with-same-site",
    "cross-origin": "corp-implemented-with-cross-origin",
  };
  return known[header] ?? "corp-header-invalid";
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/**
 * Grades one exchange: 100, minus every penalty; bonuses count only when the score without them is
 * still 90 (an A) or more.
 */
export function grade(exchange: Exchange): Grade {
  const csp = cspTest(exchange);
  const hsts = hstsTest(exchange);
  const results: [string, string][] = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(exchange, hsts.startsWith("hsts-implemented-max-age-at-least"))],
    ["cross-origin-resource-sharing", corsTest(exchange)],
    ["redirection", redirectionTest(exchange)],
    ["referrer-policy", referrerPolicyTest(exchange)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(exchange)],
    ["x-content-type-options", xContentTypeOptionsTest(exchange)],
    ["x-frame-options", xFrameOptionsTest(exchange, csp.csp)],
    ["cross-origin-resource-policy", corpTest(exchange)],
  ];
  const tests = results.map(([test, result]) => {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no score for ${result}`);
    return { test, result, modifier };
  });
  const penalties = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? withBonus : penalties);
  const letter = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)?.[1] ?? "F";
  return { score, grade: letter, tests };
}
