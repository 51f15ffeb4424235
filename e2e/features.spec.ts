import { readFileSync } from "node:fs";
import { featureCategories, features, type Feature } from "#core/content/features";
import { locales, type Locale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

const featurePath = (feature: Feature) => `/core/features/${feature.slug}`;
const securityFeatures = features.filter((f) => f.roles.includes("SECURITY"));

for (const locale of locales) {
  const copy = copyOf(locale, "features");
  const common = copyOf(locale, "common");
  const roleName = (role: string) => copy[`features.roles.${role}`] ?? role;
  const featureName = (feature: Feature) => common[`feature.${feature.slug}.name`] ?? feature.slug;
  const count = (n: number) => new Intl.NumberFormat(locale.numberIntl).format(n);

  test.describe(`feature pages in ${locale.label}`, () => {
    test("each shows its own h1 and what only its own roles get; related links lead to real pages", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const linked = new Set<string>();
      for (const feature of features) {
        const url = localizePath(featurePath(feature), locale.code);
        await page.goto(url);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(
          copy[`features.${feature.slug}.title`] ?? "",
        );
        const rolesSection = page.getByRole("region", { name: copy["features.template.roles.heading"] });
        await expect(rolesSection.getByRole("heading", { level: 3 }), url).toHaveText(
          feature.roles.map(roleName),
          { useInnerText: true },
        );
        const steps = page.locator("#how").getByRole("listitem");
        expect(await steps.count(), url).toBeGreaterThanOrEqual(3);
        for (const region of [
          copy["features.template.related.heading"],
          copy["features.template.solutions.heading"],
        ]) {
          for (const href of await page
            .getByRole("region", { name: region })
            .getByRole("link")
            .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
            linked.add(href);
          }
        }
        await expect(
          page.getByRole("link", { name: copy["features.template.cta.button"] }).last(),
        ).toHaveAttribute("href", localizePath("/core/demo", locale.code));
      }
      expect(linked.size).toBeGreaterThan(20);
      for (const href of linked) {
        expect(href.startsWith(localizePath("/core/", locale.code)), href).toBe(true);
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
    });

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

    test("lists the 30 features in 6 groups", async ({ page }) => {
      await page.goto(overview);
      await hydrated(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(30);
      for (const category of featureCategories) {
        const group = main.getByRole("region", { name: common[`nav.category.${category}`] });
        await expect(group).toHaveCount(1);
        await expect(group.getByRole("heading", { level: 3 })).toHaveCount(
          features.filter((f) => f.category === category).length,
        );
      }
      await expect(main.getByRole("status")).toContainText(count(30));
    });

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

  test.describe(`features overview in ${locale.label}, without script`, () => {
    test.use({ javaScriptEnabled: false });

    test("shows every feature, whatever the URL asks", async ({ page }) => {
      await page.goto(`${localizePath("/core/features", locale.code)}?role=SECURITY`);
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(30);
    });
  });
}

/** Reads the prerendered HTML the server sends: the h1 a visitor sees first, in each language. */
test("no two languages give a feature page the same h1", async ({ request }) => {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/;
  for (const feature of features) {
    const titles = new Set<string>();
    for (const locale of locales) {
      const html = await (await request.get(localizePath(featurePath(feature), locale.code))).text();
      const title =
        h1
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, "")
          .trim() ?? "";
      expect(title, `${locale.code} ${feature.slug}`).not.toBe("");
      titles.add(title);
    }
    expect(titles.size, feature.slug).toBe(locales.length);
  }
});
