import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { pages } from "#core/paths/page-table";
import { copy } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

for (const locale of locales) {
  test.describe(`every page in ${locale.label}`, () => {
    test(`answers 200 with its own h1 and lang="${locale.code}" dir="${locale.dir}"`, async ({ page }) => {
      test.setTimeout(180_000);
      const titles = new Set<string>();
      for (const { path } of pages) {
        const url = localizePath(path, locale.code);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
        await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await hydrated(page);
        titles.add(await page.title());
      }
      expect(titles.size, "each page has a title of its own").toBe(pages.length);
    });
  });
}

for (const locale of locales) {
  for (const unknown of [
    "/no-such-page",
    "/core/features/no-such-feature",
    "/core/features/404",
    "/core/solutions/no-such-solution",
    "/core/solutions/x/y",
  ]) {
    const url = localizePath(unknown, locale.code);
    test(`${url} answers 404 with the not-found page in ${locale.code}, hydrating cleanly`, async ({
      page,
      errors,
    }) => {
      errors.allow(new RegExp(`^response 404 ${url}$`));
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        copy(locale.code, "common", "notFound.title"),
      );
      await expect(page).toHaveTitle(/Urbis/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("link", { name: /./ }).first()).toBeVisible();
    });
  }
}

test("an unknown language prefix is a French not-found page", async ({ page, errors }) => {
  errors.allow(/^response 404 \/xx\//);
  const response = await page.goto("/xx/core/features/announcements");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await hydrated(page);
});
