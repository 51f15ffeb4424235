import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { productViews } from "#core/content/product-views/index";
import { roleTops } from "#core/content/product-views/roles";
import { solutionViews } from "#core/content/product-views/solutions";
import { roles } from "#core/content/roles";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";
import { axeOn, colourRules, wcag } from "./support/axe";

/** The views' copy as the visitor reads it, from the files. */
const views = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${code}/views.json`, "utf8"));

const solution = "track-service-requests-maintenance";

/** axe's WCAG 2.2 AA rules in the light theme, then its colour rules in the dark one. */
async function expectAccessible(page: Page) {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((mode) => window.localStorage.setItem("theme-mode", mode), theme);
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const axe = axeOn(page);
    const { violations } = await (
      theme === "light" ? axe.withTags(wcag) : axe.withRules(colourRules)
    ).analyze();
    found.push(...violations.map((v) => `${theme} [${v.id}] ${v.nodes.map((n) => n.target).join(", ")}`));
  }
  expect(found).toEqual([]);
}

/**
 * The product views on the home page's roles and a solution page's hero: on a phone in Arabic and
 * a laptop in French, they push nothing beyond the page's width, each is one labelled image, and
 * the page meets WCAG 2.2 AA in both themes.
 */
for (const { code, width, height } of [
  { code: "ar" as const, width: 390, height: 844 },
  { code: "fr" as const, width: 1366, height: 768 },
]) {
  test(`home page's roles at ${width} px in ${code}: a labelled screen per role, no horizontal overflow, no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(localizePath("/", code));
    await hydrated(page);
    const section = page.locator("section[aria-labelledby=home-roles]");
    await section.scrollIntoViewIfNeeded();
    const figures = section.getByRole("figure");
    await expect(figures).toHaveCount(roles.length);
    for (const role of roles) {
      await expect(section.getByRole("figure", { name: views(code)[roleTops[role].label] })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });

  test(`a solution page's hero at ${width} px in ${code}: its features' screens, no horizontal overflow, no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(localizePath(`/core/solutions/${solution}`, code));
    await hydrated(page);
    const label = solutionViews(solution)
      .map((view) => views(code)[view.label])
      .join(" ");
    const figure = page.getByRole("figure", { name: label });
    await expect(figure).toBeVisible();
    await expect(figure).toContainText(views(code)["views.common.caption"] ?? "");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}

/**
 * Where the characters of a floor ("-1") and of a time range ("06:00–14:00") are drawn, in the
 * first text of `root` that holds each: their sign left of their digit, their start left of their
 * end, as they are read (decision 060). Left to the bidirectional algorithm, an Arabic line draws
 * "1-" and "14:00–06:00".
 */
function visualOrder(root: Element) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const x = (node: Text, index: number) => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect().x;
  };
  const floor = texts.find((node) => /(?:^|\s)-1\b/.test(node.data));
  const range = texts.find((node) => /\d\d:\d\d–\d\d:\d\d/.test(node.data));
  if (!floor || !range) return { found: false };
  const minus = floor.data.search(/-1\b/);
  const dash = range.data.indexOf("–");
  return {
    found: true,
    signBeforeDigit: x(floor, minus) < x(floor, minus + 1),
    startBeforeEnd: x(range, dash - 5) < x(range, dash + 1),
  };
}

/**
 * Every feature page's view is opened by the page sweep (e2e/pages.spec.ts) at the size its
 * language's readers meet most — a phone in Arabic, a laptop in French — where it must be drawn,
 * labelled and within the screen. Here: in Arabic, its left-to-right runs (a floor "-1", a time
 * range) are drawn in the order they are read (decision 060).
 */
test.describe("a feature page's view in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("draws its left-to-right runs in the order they are read", async ({ page }) => {
    const slug = "security-team-dashboard";
    const view = productViews[slug];
    await page.goto(localizePath(`/core/features/${slug}`, "ar"));
    await hydrated(page);
    const figure = page.getByRole("figure", { name: views("ar")[view?.label ?? ""] });
    await expect(figure).toBeVisible();
    expect(await figure.evaluate(visualOrder)).toEqual({
      found: true,
      signBeforeDigit: true,
      startBeforeEnd: true,
    });
  });
});
