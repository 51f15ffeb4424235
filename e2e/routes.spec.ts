import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { pages } from "#core/paths/page-table";
import { hydrated, test } from "./support/fixtures";

/**
 * Every page hydrates without an error (the fixture fails a test on any console error, page error
 * or request to another origin), and so do the not-found pages of each route. What the pages hold
 * as they are sent (status, lang and dir, h1, links, the not-found pages' 404) is read from the
 * build by tests/app/pages/built-pages.test.ts.
 */
for (const locale of locales) {
  test(`every page in ${locale.label} hydrates without an error`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const { path } of pages) {
      await page.goto(localizePath(path, locale.code));
      await hydrated(page);
    }
  });

  test(`the not-found pages in ${locale.label} hydrate without an error`, async ({ page, errors }) => {
    for (const unknown of ["/no-such-page", "/core/features/no-such-feature", "/core/solutions/x/y"]) {
      const url = localizePath(unknown, locale.code);
      errors.allow(new RegExp(`^response 404 ${url}$`));
      await page.goto(url);
      await hydrated(page);
    }
  });
}

test("the not-found page of an unknown language prefix hydrates without an error", async ({
  page,
  errors,
}) => {
  errors.allow(/^response 404 \/xx\//);
  await page.goto("/xx/core/features/announcements");
  await hydrated(page);
});
