import { readFileSync } from "node:fs";
import { features, type Feature } from "#core/content/features";
import { locales, type Locale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

/**
 * What a visitor does on the feature pages and their overview: follow a related feature, filter by
 * role with the pointer or the keyboard. What the pages hold as they are sent (h1, roles, steps,
 * links, the overview's groups, the same overview for a filtered URL without script) is read from
 * the build by tests/app/pages/built-pages.test.ts.
 */
const featurePath = (feature: Feature) => `/core/features/${feature.slug}`;
const securityFeatures = features.filter((f) => f.roles.includes("SECURITY"));

for (const locale of locales) {
  const copy = copyOf(locale, "features");
  const common = copyOf(locale, "common");
  const roleName = (role: string) => copy[`features.roles.${role}`] ?? role;
  const featureName = (feature: Feature) => common[`feature.${feature.slug}.name`] ?? feature.slug;
  const count = (n: number) => new Intl.NumberFormat(locale.numberIntl).format(n);

  test.describe(`feature pages in ${locale.label}`, () => {
    test("a related feature link opens that feature's page in the same language, without a reload", async ({
      page,
    }) => {
      const [feature] = features;
      const next = features.find((f) => f.slug === feature?.related[0]);
      if (!feature || !next) throw new Error("the catalog relates the first feature to another");
      await page.goto(localizePath(featurePath(feature), locale.code));
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page
        .getByRole("link", { name: featureName(next), exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(localizePath(featurePath(next), locale.code));
      // Same template, new page: its content replaces the one kept from the prerendered HTML.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        copy[`features.${next.slug}.title`] ?? "",
      );
      expect(await page.evaluate(() => "sameDocument" in window), "followed in the page").toBe(true);
    });
  });

  test.describe(`features overview in ${locale.label}`, () => {
    const overview = localizePath("/core/features", locale.code);

    test("filters by role, in the URL, and keeps the filter on reload", async ({ page }) => {
      await page.goto(overview);
      await hydrated(page);
      const main = page.getByRole("main");
      await page.getByRole("radio", { name: roleName("SECURITY") }).check();
      await expect(page).toHaveURL(`${overview}?role=SECURITY`);
      const names = securityFeatures.map(featureName);
      await expect(main.getByRole("heading", { level: 3 })).toHaveText(names);
      await expect(main.getByRole("status")).toContainText(count(securityFeatures.length));

      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("radio", { name: roleName("SECURITY") })).toBeChecked();
      await expect(main.getByRole("heading", { level: 3 })).toHaveText(names);

      await page.getByRole("radio", { name: copy["features.overview.filter.all"] }).check();
      await expect(page).toHaveURL(overview);
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(30);
    });

    test("works by keyboard", async ({ page }) => {
      await page.goto(overview);
      await hydrated(page);
      await page.getByRole("radio", { name: copy["features.overview.filter.all"] }).focus();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: roleName("MANAGER") })).toBeChecked();
      await expect(page.getByRole("radio", { name: roleName("MANAGER") })).toBeFocused();
      await expect(page).toHaveURL(`${overview}?role=MANAGER`);
      const managerCount = features.filter((f) => f.roles.includes("MANAGER")).length;
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(managerCount);
    });
  });
}
