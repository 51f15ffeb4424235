import { afterEach, describe, expect, it, vi } from "vitest";
import { settingSpecs } from "#core/content/settings";
import { everySetting } from "../../core/content/support/settings";

/** `organization()` with the build's settings being `env`: site.ts reads them when first imported. */
async function organizationWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const { name } of settingSpecs) vi.stubEnv(`URBIS_PUBLIC_${name}`, env[`URBIS_PUBLIC_${name}`] ?? "");
  const { organization } = await import("#app/seo/structured-data");
  return organization();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the organisation's JSON-LD (app/seo/structured-data.ts)", () => {
  it("has no telephone, address, legal name or social links while they are not set", async () => {
    const org = await organizationWith({});
    expect(org).not.toHaveProperty("telephone");
    expect(org).not.toHaveProperty("address");
    expect(org).not.toHaveProperty("legalName");
    expect(org).not.toHaveProperty("sameAs");
    expect(org).toMatchObject({ "@type": "Organization", name: "Urbis", email: "contact@urbis.ma" });
  });

  it("names each one once it is set", async () => {
    const org = await organizationWith(everySetting);
    expect(org).toMatchObject({
      legalName: "Exemple SARL",
      telephone: "+212 5 22 12 34 56",
      address: "12, rue Exemple, 20000 Casablanca, Maroc",
      email: "hello@example.ma",
      url: "https://example.ma/",
    });
    expect(org.sameAs).toHaveLength(4);
  });
});
