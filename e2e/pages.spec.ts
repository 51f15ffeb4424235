import type AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { productViews } from "#core/content/product-views/index";
import { localeFromPath, stripLocale } from "#core/paths/localize";
import { THEME_MODE_KEY } from "#core/storage-keys";
import { expect, hydrated, test } from "./support/fixtures";
import {
  inLanguage,
  localeCodes,
  notFoundResponse,
  pageTemplates,
  type LocaleCode,
} from "./support/page-templates";
import { sitemapPaths } from "./support/sitemap";
import { intlWarmup, watchViolations } from "./support/csp";
import { axeOn, colourRules, wcag } from "./support/axe";

/**
 * Every page of the sitemap and every not-found view, in every language, opened once in Chromium:
 * it hydrates without an error (the fixture fails a test on any console error, page error or
 * request to another origin), under a strict Content-Security-Policy (`default-src 'none'`, no
 * `unsafe-inline`) that it breaks nowhere, with its language's Intl data loaded off the main thread
 * (the intl-warmup worker, which the policy must let run), and axe (WCAG 2.2 AA rules) finds no
 * violation where the plan below runs it. Each language's pages are opened at the size its readers
 * meet most (Arabic on a phone, French on a laptop), where nothing may reach beyond the screen's
 * edge and each feature page's screen is drawn and labelled. What the pages hold as they are sent (status, lang and dir, h1, links, the not-found
 * pages' 404) is read from the build by tests/app/pages/built-pages.test.ts.
 *
 * axe's plan, with one visit per page and language:
 * - Each template (one route of the page table, or the not-found view: e2e/support/page-templates.ts)
 *   is checked whole on its representative page in every language and both themes: every rule in
 *   the light theme, then — the theme switched in the page as the footer's menu does — the colour
 *   rules in the dark theme, which changes only colours. That covers the shell (header, footer, skip
 *   link) of every template in every language and theme.
 * - Every other page is checked once, every rule, in the light theme, on its `main` (the shell
 *   around it is the template's, checked above), its language taken in turn from each language. In
 *   its other languages it is opened and hydrated only.
 *
 * The visits are cut into small tests that the workers share; a test reuses its one page.
 */

/** What axe reads of a visited page: all of it in both themes, its `main` in the light one, or nothing. */
type Check = "page" | "main" | "none";
type Visit = { path: string; check: Check };

const templates = pageTemplates();
/** The pages that are not their template's representative, in the order their languages rotate. */
const others = templates.flatMap(({ pages: [, ...rest] }) => rest);
const onceIn = (neutral: string) => localeCodes[others.indexOf(neutral) % localeCodes.length];

/** Every page of every template in every language, with what axe reads of it. */
const plan: Visit[][] = localeCodes.map((code) =>
  templates.flatMap(({ pages: [representative = "/", ...rest] }) => [
    { path: inLanguage(representative, code), check: "page" as const },
    ...rest.map((neutral) => ({
      path: inLanguage(neutral, code),
      check: onceIn(neutral) === code ? ("main" as const) : ("none" as const),
    })),
  ]),
);

/**
 * What a visit costs, in page loads: a template's whole check (two axe runs and a theme switch) is
 * worth about four plain visits, a `main` check two.
 */
const cost: Record<Check, number> = { page: 4, main: 2, none: 1 };

/**
 * The visits of one test, at most this many loads' worth: a small share of the time limit even on a
 * slow, busy machine, and small tests that the workers share evenly.
 */
const LOADS_PER_TEST = 8;

/** Cuts the visits into tests of at most LOADS_PER_TEST loads' worth, in order. */
function chunks(visits: Visit[]): Visit[][] {
  const parts: Visit[][] = [];
  let load = Infinity;
  for (const visit of visits) {
    if (load + cost[visit.check] > LOADS_PER_TEST) {
      parts.push([]);
      load = 0;
    }
    parts.at(-1)?.push(visit);
    load += cost[visit.check];
  }
  return parts;
}

/** The violations axe finds, one line each: where, which rule, how many nodes, the first three. */
async function violations(label: string, axe: AxeBuilder): Promise<string[]> {
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

/**
 * The size each language's pages are opened at: the one its readers meet most — Arabic on a phone,
 * French on a laptop, English on the tests' desktop. Every page is checked there for what the
 * visitor would see pushed beyond the screen's edge.
 */
const viewports: Record<LocaleCode, { width: number; height: number }> = {
  ar: { width: 390, height: 844 },
  fr: { width: 1366, height: 768 },
  en: { width: 1280, height: 720 },
};

/** The views' copy as the visitor reads it, from the files. */
const viewsCopy = (code: LocaleCode): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${code}/views.json`, "utf8"));

/** What is wrong with a page as laid out: anything wider than the screen; a feature's view unlabelled. */
async function layoutProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  if (scroll > width) problems.push(`${path}: ${scroll} px wide on a ${width} px screen`);
  const slug = /\/core\/features\/([a-z0-9-]+)$/.exec(path)?.[1];
  const view = slug ? productViews[slug as keyof typeof productViews] : undefined;
  if (view) {
    // Each feature page's screen: drawn, labelled, its top bar's title when it has one of its own.
    const copy = viewsCopy(localeFromPath(path).code);
    const figure = page.getByRole("figure", { name: copy[view.label] });
    await expect(figure, path).toBeVisible();
    if (typeof view.title === "string") await expect(figure, path).toContainText(copy[view.title] ?? "");
  }
  return problems;
}

async function check(page: Page, visits: Visit[]) {
  const found: string[] = [];
  const policyViolations = await watchViolations(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  for (const { path, check } of visits) {
    workers.length = 0;
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("default-src 'none'");
    expect(policy, path).not.toContain("unsafe-inline");
    await hydrated(page);
    expect(await policyViolations(), path).toEqual([]);
    // The browser reports a worker asynchronously: its event may come after hydration.
    await expect.poll(() => workers, { message: path }).toEqual([expect.stringMatching(intlWarmup)]);
    found.push(...(await layoutProblems(page, path)));
    if (check === "none") continue;
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    if (check === "main") {
      await expect(page.locator("main")).toHaveCount(1);
      found.push(...(await violations(path, axeOn(page).withTags(wcag).include("main"))));
      continue;
    }
    found.push(...(await violations(path, axeOn(page).withTags(wcag))));
    await toDark(page);
    found.push(...(await violations(`${path} (dark)`, axeOn(page).withRules(colourRules))));
  }
  expect(found).toEqual([]);
}

test.beforeEach(async ({ page, errors }) => {
  errors.allow(notFoundResponse);
  // Every load starts in the light theme, whatever the page was switched to before.
  await page.addInitScript((key) => window.localStorage.setItem(key, "light"), THEME_MODE_KEY);
});

for (const [index, visits] of plan.entries()) {
  const code = localeCodes[index] ?? "fr";
  const { width, height } = viewports[code];
  test.describe(`${code} at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    const parts = chunks(visits);
    for (const [part, chunk] of parts.entries()) {
      const checked = chunk.filter((v) => v.check !== "none").map((v) => `${v.path} (${v.check})`);
      test(`${code}, pages ${part + 1}/${parts.length}: they hydrate under the policy, fit the screen; no axe violation in ${checked.join(", ") || "none"}`, async ({
        page,
      }) => {
        await check(page, chunk);
      });
    }
  });
}

test("the plan opens every page of the sitemap in every language, and has axe read each page", () => {
  const visits = plan.flat();
  const opened = new Set(visits.map((v) => v.path));
  expect(sitemapPaths().filter((p) => !opened.has(p))).toEqual([]);
  for (const { pages } of templates)
    for (const code of localeCodes) expect(opened).toContain(inLanguage(pages[0] ?? "/", code));
  const read = new Set(visits.filter((v) => v.check !== "none").map((v) => stripLocale(v.path)));
  expect(sitemapPaths().filter((p) => !read.has(stripLocale(p)))).toEqual([]);
  expect(visits.filter((v) => v.check === "page")).toHaveLength(templates.length * localeCodes.length);
  // Every feature page has its view, which the visit checks on screen.
  const features = sitemapPaths()
    .filter((p) => /\/core\/features\/[a-z0-9-]+$/.test(p))
    .map(stripLocale);
  expect(Object.keys(productViews)).toHaveLength(30);
  expect(new Set(features)).toEqual(
    new Set(Object.keys(productViews).map((slug) => `/core/features/${slug}`)),
  );
  const onceLanguages = visits.filter((v) => v.check === "main").map((v) => localeFromPath(v.path).code);
  expect(new Set(onceLanguages)).toEqual(new Set(localeCodes));
});
