import { readFileSync } from "node:fs";
import { solutions } from "#core/content/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { locales, type Locale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { pages } from "#core/paths/page-table";
import { expect, hydrated, test } from "./support/fixtures";

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

const featurePages = new Set(pages.filter((p) => p.path.startsWith("/core/features/")).map((p) => p.path));

for (const locale of locales) {
  const copy = copyOf(locale, "solutions");
  const common = copyOf(locale, "common");

  test.describe(`solutions in ${locale.label}`, () => {
    test("each solution page has its own h1 and links only to existing feature pages", async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const headings = new Set<string>();
      const linked = new Set<string>();
      for (const slug of solutionSlugs) {
        const url = localizePath(`/core/solutions/${slug}`, locale.code);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await hydrated(page);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1, url).toHaveText(copy[`solutions.${slug}.title`] ?? "");
        headings.add((await h1.textContent()) ?? "");

        const section = page.getByRole("region", { name: copy["solutions.page.features"] });
        const links = section.getByRole("link");
        await expect(links, url).toHaveText(
          solutions[slug].features.map((feature) => common[`feature.${feature}.name`] ?? feature),
        );
        for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
          const prefix = locale.prefix;
          expect(href.startsWith(`${prefix}/core/features/`), href).toBe(true);
          expect(featurePages.has(href.slice(prefix.length)), href).toBe(true);
          linked.add(href);
        }
        await expect(page.getByRole("link", { name: copy["solutions.cta.demo"] }).first()).toHaveAttribute(
          "href",
          localizePath("/core/demo", locale.code),
        );
      }
      expect(headings.size, "every solution has a heading of its own").toBe(solutionSlugs.length);
      for (const href of linked) expect((await request.get(href)).status(), href).toBe(200);
    });

    test("the overview lists the 11 solutions, each with its problem and a link", async ({ page }) => {
      await page.goto(localizePath("/core/solutions", locale.code));
      await hydrated(page);
      const list = page.getByRole("list", { name: new RegExp(String(solutionSlugs.length)) });
      await expect(list.getByRole("listitem")).toHaveCount(11);
      for (const slug of solutionSlugs) {
        const item = list.getByRole("listitem").filter({ hasText: copy[`solutions.${slug}.problem`] ?? "" });
        await expect(item.getByRole("link", { name: common[`solution.${slug}.name`] })).toHaveAttribute(
          "href",
          localizePath(`/core/solutions/${slug}`, locale.code),
        );
      }
    });
  });
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
