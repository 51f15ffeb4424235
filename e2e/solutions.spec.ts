import { readFileSync } from "node:fs";
import { locales, type Locale } from "#core/i18n/locales";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * Following a solution in the page. What the solution pages and their overview hold (h1, the
 * features' links, the list of solutions) is read from the build by
 * tests/app/pages/built-pages.test.ts.
 */

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

test("following a solution from the overview opens its page", async ({ page }) => {
  const common = copyOf(locales[0], "common");
  const copy = copyOf(locales[0], "solutions");
  await page.goto("/core/solutions");
  await hydrated(page);
  await page.getByRole("link", { name: common["solution.control-site-access-security.name"] }).click();
  await expect(page).toHaveURL(/\/core\/solutions\/control-site-access-security$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy["solutions.control-site-access-security.title"] ?? "",
  );
});
