import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/security/headers";
import { allowApiOrigin, headersFile } from "../../../scripts/deploy/headers-file";

/**
 * A site on a static host posts its forms and its page analytics' beacon to the service on another
 * origin (URBIS_PUBLIC_API_ORIGIN at build time): its pages' policy must allow that origin, and
 * only it (decision 056).
 */
describe("the static host's policy and the service's origin", () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"]);

  it("allows the service's origin to be posted to and sent a beacon, only when it is set", () => {
    const allowed = allowApiOrigin(policy, "https://api.urbis.ma/");
    expect(allowed).toContain("connect-src 'self' https://api.urbis.ma;");
    expect(allowed).toContain("form-action 'self' https://api.urbis.ma;");
    expect(allowed.replace(/ https:\/\/api\.urbis\.ma/g, "")).toBe(policy);
    expect(allowApiOrigin(policy, undefined)).toBe(policy);
    expect(allowApiOrigin(policy, " ")).toBe(policy);
  });

  it("writes it into every page's rule of _headers", () => {
    const file = {
      key: "/en/index.html",
      page: "/en",
      contentSecurityPolicy: policy,
      cacheControl: "no-cache",
    };
    expect(headersFile([file], "https://api.urbis.ma")).toContain("connect-src 'self' https://api.urbis.ma");
    expect(headersFile([file])).not.toContain("api.urbis.ma");
  });
});
