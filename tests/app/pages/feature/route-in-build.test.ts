import { beforeAll, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { plans } from "#core/content/plans";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { readBuiltPages, type BuiltPage } from "../../../../scripts/seo/built-pages";
import { decodeEntities, jsonLdBlocks } from "../../../../scripts/seo/html";
import { clientDir, describeBuilt } from "../../../support/built-site";

/**
 * The 30 feature pages as built (issue: "pages that answer a buyer"): enough to read in every
 * language, what you can do, the plans that include the feature, and questions that are the page's
 * FAQPage data too.
 */
let byPath: Map<string, BuiltPage>;
beforeAll(async () => {
  byPath = new Map((await readBuiltPages(clientDir)).map((page) => [page.urlPath, page]));
});

/** The words of the page's <main>, as a visitor reads them (scripts and tags left out). */
function mainWords(html: string): string[] {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const text = decodeEntities(main.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " "));
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Arabic joins articles, prepositions and "and" to the word: the same text counts about a fifth fewer. */
const minimumWords: Record<string, number> = { latin: 350, arabic: 280 };

describeBuilt("the built feature pages", () => {
  for (const locale of locales) {
    it(`have at least ${minimumWords[locale.script]} words of main content in ${locale.label}`, () => {
      const short = featureSlugs
        .map((slug) => {
          const path = localizePath(`/core/features/${slug}`, locale.code);
          const page = byPath.get(path);
          expect(page, path).toBeDefined();
          return { path, words: mainWords(page?.html ?? "").length };
        })
        .filter(({ words }) => words < (minimumWords[locale.script] ?? 350));
      expect(short).toEqual([]);
    });

    it(`give their questions as FAQPage data and say which plans include them, in ${locale.label}`, () => {
      for (const slug of featureSlugs) {
        const path = localizePath(`/core/features/${slug}`, locale.code);
        const html = byPath.get(path)?.html ?? "";
        const things = jsonLdBlocks(html).flatMap((block) => [JSON.parse(block)].flat()) as {
          "@type": string;
          mainEntity?: { name: string }[];
        }[];
        const faq = things.find((thing) => thing["@type"] === "FAQPage");
        const shown = [...html.matchAll(/<details\b[^>]*><summary\b[^>]*><span>([^<]*)<\/span>/g)].map((m) =>
          decodeEntities(m[1] ?? ""),
        );
        expect(shown.length, path).toBeGreaterThanOrEqual(4);
        expect(
          faq?.mainEntity?.map((q) => q.name),
          path,
        ).toEqual(shown);
        const including = plans.filter((plan) => plan.features.includes(slug)).length;
        expect(including, slug).toBeGreaterThan(0);
        expect(html, path).toContain(`href="${localizePath("/core/pricing", locale.code)}#compare"`);
      }
    });
  }
});
