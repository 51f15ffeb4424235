import type { Locator, Page } from "@playwright/test";
import { copy, exactly } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

const fr = (key: string) => copy("fr", "common", key);

/** What a sighted keyboard user sees around the focused element: an outline of at least 2 px. */
async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate((el) => {
    // A visually hidden control (the theme radios) shows its focus on its label.
    const target = el.classList.contains("sr-only") ? (el.closest("label") ?? el) : el;
    const style = getComputedStyle(target);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });
  expect((ring.style !== "none" && ring.width >= 2) || ring.shadow !== "none", JSON.stringify(ring)).toBe(
    true,
  );
}

/** Presses Tab until `target` has the focus, as a person would (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("keyboard", () => {
  test("the skip link comes first, shows itself and leads to the content", async ({ page }) => {
    await page.goto("/core/features");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: fr("common.skipToContent") });
    await expectVisibleFocus(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  for (const [menu, inside] of [
    ["nav.features", "nav.allFeatures"],
    ["nav.solutions", "nav.allSolutions"],
    ["nav.company", "nav.company.about-us"],
    ["nav.account", "nav.signIn"],
  ] as const) {
    test(`the header's ${menu} menu opens, is walked and closes with the keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/");
      await hydrated(page);
      const button = page.getByRole("button", { name: exactly(fr(menu)) });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await page.keyboard.press("Enter");
      const panel = page.getByLabel(fr(menu), { exact: true });
      const link = panel.getByRole("link", { name: exactly(fr(inside)) });
      await expect(link).toBeVisible();
      await tabTo(page, link, 60);
      await expectVisibleFocus(link);
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("the drawer at 360 px opens, is walked and closes with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await hydrated(page);
    const open = page.getByRole("button", { name: fr("nav.openMenu") });
    await tabTo(page, open);
    await expectVisibleFocus(open);
    await page.keyboard.press("Enter");
    const drawer = page.getByLabel(fr("nav.menu"), { exact: true });
    await expect(drawer).toBeVisible();
    const features = drawer.getByText(fr("nav.features"), { exact: true });
    await tabTo(page, features);
    await expectVisibleFocus(features);
    await page.keyboard.press("Enter");
    const all = drawer.getByRole("link", { name: exactly(fr("nav.allFeatures")) });
    await expect(all).toBeVisible();
    await page.keyboard.press("Tab");
    await expectVisibleFocus(all);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the language menu takes a keyboard user to the same page in English", async ({ page }) => {
    await page.goto("/core/demo");
    await hydrated(page);
    // The footer's one button; its name is "Langue : Français" (French puts a thin space before ":").
    const button = page.getByRole("contentinfo").getByRole("button");
    await expect(button).toContainText("Français");
    // Start from the footer's last link rather than pressing Tab through the whole page.
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await tabTo(page, button, 5);
    await expectVisibleFocus(button);
    await page.keyboard.press("Enter");
    const english = page.getByRole("link", { name: "English" }).last();
    await expect(english).toBeVisible();
    await tabTo(page, english, 5);
    await expectVisibleFocus(english);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/core\/demo$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the theme menu is a radio group: arrow keys change the theme", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme-mode", "light"));
    await page.goto("/");
    await hydrated(page);
    const light = page.getByRole("radio", { name: fr("footer.theme.light") });
    await expect(light).toBeChecked();
    await page.getByRole("contentinfo").getByRole("button").focus();
    await tabTo(page, light, 5);
    await expectVisibleFocus(light);
    await page.keyboard.press("ArrowRight");
    const dark = page.getByRole("radio", { name: copy("fr", "common", "footer.theme.dark") });
    await expect(dark).toBeChecked();
    await expectVisibleFocus(dark);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});

test.describe("motion", () => {
  test("transitions stop when the visitor asks for reduced motion", async ({ page }) => {
    const demo = page.getByRole("link", { name: exactly(fr("nav.bookDemo")) }).first();
    const duration = () => demo.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await page.goto("/");
    await hydrated(page);
    expect(await duration()).toBeGreaterThan(0.05);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThan(0.001);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test.describe("right to left", () => {
  const ar = (key: string) => copy("ar", "common", key);

  test("Arabic pages mirror: logo at the right edge, arrows pointing left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ar");
    await hydrated(page);
    const logo = page.getByRole("link", { name: ar("nav.home") }).first();
    const box = await logo.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 120);
    await page.getByRole("button", { name: exactly(ar("nav.features")) }).click();
    const arrow = page.getByRole("link", { name: exactly(ar("nav.allFeatures")) }).locator("svg");
    const matrix = await arrow.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));
    expect(matrix.a, "the arrow is drawn mirrored").toBe(-1);
  });

  test("French pages keep the logo at the left and arrows pointing right", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const box = await page
      .getByRole("link", { name: fr("nav.home") })
      .first()
      .boundingBox();
    expect(box?.x).toBeLessThan(120);
    await page.getByRole("button", { name: exactly(fr("nav.features")) }).click();
    const arrow = page.getByRole("link", { name: exactly(fr("nav.allFeatures")) }).locator("svg");
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });

  test("the Arabic drawer opens from the left edge, the French one from the right", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, lang, edge] of [
      ["/", "fr", "right"],
      ["/ar", "ar", "left"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("button", { name: copy(lang, "common", "nav.openMenu") }).click();
      const drawer = page.getByLabel(copy(lang, "common", "nav.menu"), { exact: true });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      if (edge === "left") expect(box?.x).toBeLessThanOrEqual(1);
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBeGreaterThanOrEqual(359);
    }
  });
});
