import type { Page } from "@playwright/test";
import { getLocale, locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { copy } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The header's language menu (app/shell/language-menu.tsx): at every width, by keyboard, and as a
 * screen reader meets it, in French (left to right) and Arabic (right to left).
 */

/** What Chromium tells assistive technology about the header's language button. */
async function accessibleButton(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodes } = await cdp.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: name,
    role: "button",
  });
  await cdp.detach();
  const banner = nodes.filter((node) => !node.ignored);
  const expanded = banner[0]?.properties?.find((p) => p.name === "expanded")?.value.value;
  return { count: banner.length, expanded };
}

const widths = [360, 600, 900, 1366];

for (const code of ["fr", "ar"] as const) {
  const locale = getLocale(code);
  const name = copy(code, "common", "footer.languageCurrent").replace("{language}", locale.label);
  const demoUrl = localizePath("/core/demo", code);

  test.describe(`the header's language menu in ${locale.label}`, () => {
    test("is in the header at every width, and its panel opens inside the screen", async ({ page }) => {
      await page.goto(demoUrl);
      await hydrated(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const button = page.getByRole("banner").getByRole("button", { name, exact: true });
        await expect(button, `${width}px`).toBeVisible();
        await button.click();
        const panel = page.locator("#menu-language-header");
        await expect(panel).toBeVisible();
        const box = await panel.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${width}px: inside the screen`).toBe(true);
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
      }
    });

    test("works by keyboard: opens, lists each language in its own tongue, closes on Escape and gives focus back", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(demoUrl);
      await hydrated(page);
      const button = page.getByRole("banner").getByRole("button", { name, exact: true });
      // Reached with Tab from the logo, through the navigation, with a visible focus ring.
      await page.getByRole("banner").getByRole("link").first().focus();
      for (let i = 0; i < 15 && !(await button.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      const ring = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      });
      expect(ring, "a visible focus ring").toBe(true);
      expect(await accessibleButton(page, name)).toMatchObject({ expanded: false });

      await page.keyboard.press("Enter");
      const panel = page.getByRole("banner").locator("#menu-language-header");
      await expect(panel).toBeVisible();
      expect((await accessibleButton(page, name)).expanded, "announced as expanded").toBe(true);
      await expect(panel).toHaveAttribute("aria-label", copy(code, "common", "footer.language"));

      // The panel comes next in the keyboard order; each language is named in itself.
      const links = panel.getByRole("link");
      await expect(links).toHaveText(locales.map((l) => l.label));
      for (const [index, other] of locales.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("lang", other.code);
        await expect(link).toHaveAttribute("hreflang", other.code);
        // The link follows the page's direction, its name keeps its own: aligned with the others.
        await expect(link.locator("span[dir]")).toHaveAttribute("dir", other.dir);
        await expect(link).toHaveAttribute("href", localizePath("/core/demo", other.code));
        if (other.code === code) await expect(link).toHaveAttribute("aria-current", "true");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button, "focus goes back to the button").toBeFocused();
      expect((await accessibleButton(page, name)).expanded).toBe(false);

      // Space opens it too; a language is chosen with Enter, on the same page.
      await page.keyboard.press("Space");
      await expect(panel).toBeVisible();
      const target = locales.find((l) => l.code !== code && l.code !== "fr") ?? locales[0];
      const targetLink = panel.getByRole("link", { name: target.label, exact: true });
      while (!(await targetLink.evaluate((el) => el === document.activeElement)))
        await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localizePath("/core/demo", target.code)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", target.code);
    });

    test("the current language closes the menu, focus back on the button", async ({ page }) => {
      await page.goto(demoUrl);
      await hydrated(page);
      const button = page.getByRole("banner").getByRole("button", { name, exact: true });
      await button.click();
      const current = page.getByRole("banner").getByRole("link", { name: locale.label, exact: true });
      await current.focus();
      await page.keyboard.press("Enter");
      await expect(current).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${demoUrl}$`));
      await expect(button).toBeFocused();
    });
  });
}
