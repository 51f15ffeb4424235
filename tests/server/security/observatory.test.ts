import { describe, expect, it } from "vitest";
import { grade, parseCsp } from "./support/observatory";

const html = { "content-type": "text/html; charset=utf-8" };
const result = (
  headers: Record<string, string>,
  test: string,
  extra: Partial<Parameters<typeof grade>[0]> = {},
) =>
  grade({ url: "https://example.org/", headers: { ...html, ...headers }, ...extra }).tests.find(
    (t) => t.test === test,
  )?.result;

describe("the Observatory grader", () => {
  it("scores a site without any security header as the Observatory does (100 − 70 = D)", () => {
    const graded = grade({ url: "https://example.org/", headers: html, body: "<p>hello</p>" });
    expect(graded.score).toBe(30);
    expect(graded.grade).toBe("D");
  });

  it("tells the CSP cases apart", () => {
    const csp = (policy: string) => result({ "content-security-policy": policy }, "content-security-policy");
    expect(csp("default-src 'none'; script-src 'self'")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(csp("default-src 'self'")).toBe("csp-implemented-with-no-unsafe");
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(
      "csp-implemented-with-unsafe-inline",
    );
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='")).toBe(
      "csp-implemented-with-no-unsafe",
    );
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(
      "csp-implemented-with-unsafe-eval",
    );
    expect(csp("default-src 'self'; script-src 'self'; script-src 'none'")).toBe("csp-header-invalid");
    expect(csp("img-src 'self'")).toBe("csp-implemented-with-unsafe-inline");
    expect(parseCsp("default-src; img-src 'self'").get("default-src")).toEqual(new Set(["'none'"]));
  });

  it("penalises session cookies without HttpOnly or Secure, and rewards SameSite", () => {
    const cookie = (value: string) => result({ "set-cookie": value }, "cookies");
    expect(cookie("session=1; Secure; HttpOnly; SameSite=Lax")).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
    expect(cookie("session=1; Secure; SameSite=Lax")).toBe("cookies-session-without-httponly-flag");
    expect(cookie("session=1; HttpOnly")).toBe("cookies-session-without-secure-flag");
    expect(cookie("theme=dark; Secure; SameSite=Wrong")).toBe("cookies-samesite-flag-invalid");
  });

  it("grades redirection, HSTS, referrer, framing, sniffing and CORP", () => {
    expect(result({}, "redirection", { httpRoute: ["http://example.org/", "https://example.org/"] })).toBe(
      "redirection-to-https",
    );
    expect(result({}, "redirection", { httpRoute: ["http://example.org/"] })).toBe("redirection-missing");
    expect(
      result({}, "redirection", { httpRoute: ["http://example.org/", "https://www.example.org/"] }),
    ).toBe("redirection-off-host-from-http");
    expect(result({ "strict-transport-security": "max-age=300" }, "strict-transport-security")).toBe(
      "hsts-implemented-max-age-less-than-six-months",
    );
    expect(
      grade({ url: "http://example.org/", headers: {} }).tests.find(
        (t) => t.test === "strict-transport-security",
      )?.result,
    ).toBe("hsts-not-implemented-no-https");
    expect(result({ "referrer-policy": "unsafe-url" }, "referrer-policy")).toBe("referrer-policy-unsafe");
    expect(result({ "x-frame-options": "DENY" }, "x-frame-options")).toBe(
      "x-frame-options-sameorigin-or-deny",
    );
    expect(result({ "content-security-policy": "frame-ancestors 'none'" }, "x-frame-options")).toBe(
      "x-frame-options-implemented-via-csp",
    );
    expect(result({ "x-content-type-options": "sniff" }, "x-content-type-options")).toBe(
      "x-content-type-options-header-invalid",
    );
    expect(result({ "cross-origin-resource-policy": "same-site" }, "cross-origin-resource-policy")).toBe(
      "corp-implemented-with-same-site",
    );
  });

  it("checks where scripts come from (Subresource Integrity) and CORS with credentials", () => {
    const sri = (body: string) => result({}, "subresource-integrity", { body });
    expect(sri('<script src="/assets/a.js"></script>')).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    expect(sri('<script src="https://cdn.other.net/a.js"></script>')).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    expect(sri('<script src="http://cdn.other.net/a.js"></script>')).toBe(
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    );
    const cors = {
      origin: "https://evil.example",
      headers: {
        "access-control-allow-origin": "https://evil.example",
        "access-control-allow-credentials": "true",
      },
    };
    expect(result({}, "cross-origin-resource-sharing", { cors })).toBe(
      "cross-origin-resource-sharing-implemented-with-universal-access",
    );
  });
});
