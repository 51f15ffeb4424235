import type { Page } from "@playwright/test";
import { copy } from "./support/copy";
import { chooseTheme, expect, hydrated, test } from "./support/fixtures";

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe("theme", () => {
  test("defaults to the system's scheme and stores mode and scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme-scheme"))).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme-mode"))).toBeNull();
  });

  test("the chosen mode survives a reload, with no paint in the other scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await hydrated(page);
    await chooseTheme(page, copy("fr", "common", "footer.theme.dark"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const dark = await background(page);

    // On the next load, record the root's background at the first paint.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          (window as unknown as { paintedBg: string[] }).paintedBg ??= [];
          (window as unknown as { paintedBg: string[] }).paintedBg.push(
            `${entry.name}:${getComputedStyle(document.documentElement).backgroundColor}`,
          );
        }
      }).observe({ type: "paint", buffered: true });
    });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await hydrated(page);
    await expect(page.getByRole("radio", { name: copy("fr", "common", "footer.theme.dark") })).toBeChecked();
    const painted = await page.evaluate(
      () => (window as unknown as { paintedBg?: string[] }).paintedBg ?? [],
    );
    expect(painted.length).toBeGreaterThan(0);
    for (const paint of painted) expect(paint.endsWith(dark)).toBe(true);
  });

  test("in system mode the page follows an OS change live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/en");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("an explicit mode ignores the OS", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/ar");
    await hydrated(page);
    await chooseTheme(page, copy("ar", "common", "footer.theme.light"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme-mode"))).toBe("light");
  });
});
