import { describe, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";

/** How many numbered items a feature's part has in a language's copy (`features.<slug>.<part>.N…`). */
function count(messages: Record<string, string>, slug: string, part: "can" | "faq"): number {
  let n = 0;
  const key = (i: number) => (part === "faq" ? `features.${slug}.faq.${i}.q` : `features.${slug}.can.${i}`);
  while (key(n + 1) in messages) n++;
  return n;
}

/** Each feature page lists 4 to 6 things you can do and 4 to 6 questions, the same in every language. */
describe("the feature pages' capabilities and questions (locales/*/features.json)", () => {
  const copies = locales.map((locale) => ({ locale, messages: sourceMessages(locale.code, "features") }));

  for (const slug of featureSlugs) {
    it(`${slug}: 4 to 6 of each, every question answered, alike in every language`, () => {
      const counts = copies.map(({ locale, messages }) => ({
        locale: locale.code,
        can: count(messages, slug, "can"),
        faq: count(messages, slug, "faq"),
      }));
      const [source] = counts;
      for (const c of counts) {
        expect(c.can, `${c.locale} can`).toBeGreaterThanOrEqual(4);
        expect(c.can, `${c.locale} can`).toBeLessThanOrEqual(6);
        expect(c.faq, `${c.locale} faq`).toBeGreaterThanOrEqual(4);
        expect(c.faq, `${c.locale} faq`).toBeLessThanOrEqual(6);
        expect({ can: c.can, faq: c.faq }, c.locale).toEqual({ can: source?.can, faq: source?.faq });
      }
      for (const { locale, messages } of copies) {
        for (let i = 1; i <= (source?.faq ?? 0); i++) {
          expect(messages[`features.${slug}.faq.${i}.a`]?.length, `${locale.code} faq ${i}`).toBeGreaterThan(
            80,
          );
        }
      }
    });
  }

  it("asks no question twice across the thirty pages", () => {
    for (const { locale, messages } of copies) {
      const questions = Object.entries(messages)
        .filter(([key]) => /^features\.[a-z0-9-]+\.faq\.\d+\.q$/.test(key))
        .map(([, text]) => text.toLowerCase());
      expect(new Set(questions).size, locale.code).toBe(questions.length);
    }
  });
});
