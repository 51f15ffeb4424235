import type AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localeFromPath, stripLocale } from "#core/paths/localize";
import { THEME_MODE_KEY } from "#core/storage-keys";
import { expect, hydrated, test } from "./support/fixtures";
import { inLanguage, localeCodes, notFoundResponse, pageTemplates } from "./support/page-templates";
import { sitemapPaths } from "./support/sitemap";
import { axeOn, colourRules, wcag } from "./support/axe";

/**
 * axe (WCAG 2.2 AA rules) in Chromium on every page of the sitemap and on the not-found pages.
 *
 * Each template (one route of the page table, or the not-found view: e2e/support/page-templates.ts)
 * is checked whole on its representative page in every language and both themes: every rule in the
 * light theme, then — the theme switched in the page as the footer's menu does — the colour rules in
 * the dark theme, which changes only colours. That covers the shell (header, footer, skip link) of
 * every template in every language and theme.
 *
 * Every other page is checked once, every rule, in the light theme, on its `main` (the shell around
 * it is the template's, checked above), its language taken in turn from each language.
 *
 * The visits are cut into small tests that the workers share; a test reuses its one page.
 */
/** A page to open, what of it axe reads, and whether it is also read in the dark theme. */
type Visit = { path: string; scope: "page" | "main"; dark: boolean };

const templates = pageTemplates();

const representatives: Visit[][] = localeCodes.map((code) =>
  templates.map(({ pages: [first = "/"] }) => ({ path: inLanguage(first, code), scope: "page", dark: true })),
);
const others: Visit[] = templates
  .flatMap(({ pages: [, ...rest] }) => rest)
  .map((neutral, index) => ({
    path: inLanguage(neutral, localeCodes[index % localeCodes.length] ?? localeCodes[0]),
    scope: "main",
    dark: false,
  }));

function chunks<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );
}

/** The violations axe finds, one line each: where, which rule, how many nodes, the first three. */
async function violations(page: Page, label: string, axe: AxeBuilder): Promise<string[]> {
  const { violations: found } = await axe.analyze();
  return found.map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(" "))
      .join(" | ");
    return `${label} [${v.id}] ${v.help} (${v.nodes.length}×: ${where})`;
  });
}

/** Switches the page to the dark theme as the theme menu does, and waits for its colours to settle. */
async function toDark(page: Page) {
  await page.evaluate((key) => {
    window.localStorage.setItem(key, "dark");
    window.dispatchEvent(new Event("urbis:theme"));
  }, THEME_MODE_KEY);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // The colours some controls ease into (a button's background): axe reads them once they are there.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function check(page: Page, visits: Visit[]) {
  const found: string[] = [];
  for (const { path, scope, dark } of visits) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    const axe = axeOn(page).withTags(wcag);
    if (scope === "main") await expect(page.locator("main")).toHaveCount(1);
    found.push(...(await violations(page, path, scope === "main" ? axe.include("main") : axe)));
    if (dark) {
      await toDark(page);
      found.push(...(await violations(page, `${path} (dark)`, axeOn(page).withRules(colourRules))));
    }
  }
  expect(found).toEqual([]);
}

test.beforeEach(async ({ page, errors }) => {
  errors.allow(notFoundResponse);
  // Every load starts in the light theme, whatever the page was switched to before.
  await page.addInitScript((key) => window.localStorage.setItem(key, "light"), THEME_MODE_KEY);
});

/** A test of a few pages: a quarter of the default time limit on a busy machine, shared evenly. */
const REPRESENTATIVES_PER_TEST = 2;
const OTHERS_PER_TEST = 5;

for (const [index, visits] of representatives.entries()) {
  const code = localeCodes[index];
  const parts = chunks(visits, REPRESENTATIVES_PER_TEST);
  for (const [part, chunk] of parts.entries()) {
    const names = chunk.map((v) => v.path).join(", ");
    test(`${code}, each template's page, light and dark ${part + 1}/${parts.length} (${names}): no axe violation`, async ({
      page,
    }) => {
      await check(page, chunk);
    });
  }
}

const parts = chunks(others, OTHERS_PER_TEST);
for (const [part, chunk] of parts.entries()) {
  test(`the other pages once, light, main ${part + 1}/${parts.length}: no axe violation`, async ({
    page,
  }) => {
    await check(page, chunk);
  });
}

test("the plan holds every page of the sitemap, and every language", () => {
  const planned = [...representatives.flat(), ...others].map((v) => v.path);
  const neutral = new Set(planned.map(stripLocale));
  expect(sitemapPaths().filter((p) => !neutral.has(stripLocale(p)))).toEqual([]);
  expect(new Set(others.map((v) => localeFromPath(v.path).code))).toEqual(new Set(localeCodes));
  expect(representatives.flat()).toHaveLength(templates.length * localeCodes.length);
});
