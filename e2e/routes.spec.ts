import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { hydrated, test } from "./support/fixtures";

/**
 * The not-found pages that no sitemap page's template draws hydrate without an error (the fixture
 * fails a test on any console error, page error or request to another origin): a path deeper than
 * any route, in each language, and an unknown language prefix. Every page of the sitemap and each
 * template's not-found view are opened in every language by e2e/pages.spec.ts; what the pages hold
 * as they are sent (status, lang and dir, h1, links, the not-found pages' 404) is read from the
 * build by tests/app/pages/built-pages.test.ts.
 */
test("a path deeper than any route hydrates its not-found page without an error, in every language", async ({
  page,
  errors,
}) => {
  for (const locale of locales) {
    const url = localizePath("/core/solutions/x/y", locale.code);
    errors.allow(new RegExp(`^response 404 ${url}$`));
    await page.goto(url);
    await hydrated(page);
  }
});

test("the not-found page of an unknown language prefix hydrates without an error", async ({
  page,
  errors,
}) => {
  errors.allow(/^response 404 \/xx\//);
  await page.goto("/xx/core/features/announcements");
  await hydrated(page);
});
