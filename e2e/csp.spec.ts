import { copy, exactly } from "./support/copy";
import { chooseTheme, expect, hydrated, test } from "./support/fixtures";
import { watchViolations } from "./support/csp";

/**
 * Every page of the sitemap, in every language, is opened by the page sweep (e2e/pages.spec.ts),
 * which checks there that its policy is strict and that it runs with no violation. Here: what a
 * visitor does after the first page.
 */
test.describe("the Content-Security-Policy lets every page run, and nothing else", () => {
  test("in-app navigation, menus and the theme switch break no policy", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    await hydrated(page);
    await page
      .getByRole("button", { name: /features/i })
      .first()
      .click();
    await page.getByRole("link", { name: exactly(copy("en", "common", "nav.allFeatures")) }).click();
    await expect(page).toHaveURL(/\/en\/core\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await chooseTheme(page, copy("en", "common", "footer.theme.dark"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    expect(await violations()).toEqual([]);
  });
});
