import { afterEach, describe, expect, it, vi } from "vitest";
import { settingSpecs } from "#core/content/settings";
import type { Head } from "#app/seo/head";
import { faqPage, structuredDataJson } from "#app/seo/structured-data";
import { copyTranslator } from "#core/i18n/messages";
import type { MessageKey } from "#core/i18n/keys";
import { everySetting } from "../../core/content/support/settings";

const faq = [
  { question: "pricing.faq.commitment.q", answer: "pricing.faq.commitment.a" },
  { question: "pricing.faq.payment.q", answer: "pricing.faq.payment.a" },
] as const satisfies readonly { question: MessageKey; answer: MessageKey }[];

const head: Head = { title: "Tarifs — Urbis", description: "…", path: "/core/pricing", locale: "fr", faq };

describe("FAQPage structured data", () => {
  const t = copyTranslator("fr", ["common", "pricing"]);

  it("gives each question of the page with its answer, in the page's language", () => {
    expect(faqPage(head, t)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "fr",
      mainEntity: faq.map(({ question, answer }) => ({
        "@type": "Question",
        name: t(question),
        acceptedAnswer: { "@type": "Answer", text: t(answer) },
      })),
    });
    expect(t("pricing.faq.payment.q")).not.toBe("pricing.faq.payment.q");
  });

  it("is in the page's JSON-LD only where the page has questions, and never on a page not indexed", () => {
    const types = (json: string) =>
      ([] as { "@type": string }[]).concat(JSON.parse(json)).map((x) => x["@type"]);
    expect(types(structuredDataJson(head, t))).toEqual(["Organization", "BreadcrumbList", "FAQPage"]);
    expect(types(structuredDataJson({ ...head, faq: undefined }, t))).toEqual([
      "Organization",
      "BreadcrumbList",
    ]);
    expect(faqPage({ ...head, noindex: true }, t)).toBeUndefined();
  });
});

/** `organization()` with the build's settings being `env`: site.ts reads them when first imported. */
async function organizationWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const { name } of settingSpecs())
    vi.stubEnv(`URBIS_PUBLIC_${name}`, env[`URBIS_PUBLIC_${name}`] ?? "");
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
