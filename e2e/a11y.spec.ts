import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./support/fixtures";
import { languageOf, sitemapPaths } from "./support/sitemap";

/**
 * axe (WCAG 2.2 AA rules) on every page of the sitemap in every language, and on each language's
 * not-found page: every rule in the light theme; in the dark theme, which changes only colours,
 * the colour rules. Split into groups that run in parallel.
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const colourRules = ["color-contrast", "link-in-text-block"];
const GROUPS = 3;
const notFound: Record<string, string> = {
  fr: "/no-such-page",
  en: "/en/no-such-page",
  ar: "/ar/no-such-page",
};

for (const lang of ["fr", "en", "ar"]) {
  const paths = [...sitemapPaths().filter((p) => languageOf(p) === lang), notFound[lang] ?? "/no-such-page"];
  const size = Math.ceil(paths.length / GROUPS);
  for (const theme of ["light", "dark"] as const) {
    for (let group = 0; group < GROUPS; group++) {
      const chunk = paths.slice(group * size, (group + 1) * size);
      test(`${lang} pages ${group + 1}/${GROUPS}, ${theme} theme: no axe violation`, async ({
        page,
        errors,
      }) => {
        test.setTimeout(300_000);
        errors.allow(/^response 404 \/((en|ar)\/)?no-such-page$/);
        await page.addInitScript((mode) => window.localStorage.setItem("theme-mode", mode), theme);
        const found: string[] = [];
        for (const path of chunk) {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          const axe = new AxeBuilder({ page });
          const { violations } = await (
            theme === "light" ? axe.withTags(wcag) : axe.withRules(colourRules)
          ).analyze();
          for (const v of violations) {
            const where = v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(" | ");
            found.push(`${path} [${v.id}] ${v.help} (${v.nodes.length}×: ${where})`);
          }
        }
        expect(found).toEqual([]);
      });
    }
  }
}
