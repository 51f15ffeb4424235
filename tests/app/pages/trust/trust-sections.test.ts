import { describe, expect, it } from "vitest";
import { hashPassword } from "#server/inbox/auth/password";
import { loggerOptions } from "#server/logging";
import { securityHeaders } from "#server/security/headers";
import { sourceMessages } from "#core/i18n/messages";
import { trustSections } from "#app/pages/trust/trust-sections";

/**
 * Each security measure the trust centre states is true of the service's code. The session claims
 * (a random id of which the database keeps a hash, an HttpOnly cookie, idle and absolute expiry)
 * are checked by tests/server/inbox/auth/sessions.test.ts and tests/server/inbox/http/login-routes.test.ts;
 * the IP address kept only as a hash with a submission, by tests/server/forms/submissions.test.ts.
 */
describe("the trust centre's security section", () => {
  const security = trustSections.find((section) => section.id === "security");
  const stated = security?.blocks.flatMap((block) => (block.type === "list" ? block.keys : [])) ?? [];

  it("states the measures checked below, and no other", () => {
    expect(stated).toEqual([
      "trust.security.https",
      "trust.security.csp",
      "trust.security.passwords",
      "trust.security.sessions",
      "trust.security.ip",
      "trust.security.logs",
    ]);
  });

  it("HTTPS for two years (HSTS) on every answer", () => {
    expect(securityHeaders()["Strict-Transport-Security"]).toMatch(/max-age=63072000\b/);
    expect(63072000 / 86400 / 365).toBe(2);
  });

  it("a CSP that runs only the site's scripts, loads from nowhere else and forbids framing", () => {
    const csp = securityHeaders(["'sha256-abc'"])["Content-Security-Policy"];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("team passwords hashed with scrypt", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain("correct horse");
    for (const code of ["fr", "en", "ar"] as const)
      expect(sourceMessages(code, "trust")["trust.security.passwords"]).toContain("scrypt");
  });

  it("logs a request by its method and path: no address, no query", () => {
    const options = loggerOptions("info").logger;
    const serializers = typeof options === "object" && options ? options.serializers : undefined;
    const serialize = serializers?.req as ((request: object) => unknown) | undefined;
    const request = serialize?.({ method: "GET", url: "/core/demo?email=a@b.ma", ip: "198.51.100.7" });
    expect(request).toEqual({ method: "GET", path: "/core/demo" });
  });
});
