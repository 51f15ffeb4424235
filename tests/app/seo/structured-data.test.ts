import { describe, expect, it } from "vitest";
import type { Head } from "#app/seo/head";
import { faqPage, structuredDataJson } from "#app/seo/structured-data";
import { copyTranslator } from "#core/i18n/messages";
import type { MessageKey } from "#core/i18n/keys";

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
