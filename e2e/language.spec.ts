import { copy, prefix } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

test.describe("the visitor's language", () => {
  test("a first visit is French, and the choice is remembered as `lang`", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");
  });

  test("switching language keeps the page and the anchor, and rewrites `lang`", async ({ page }) => {
    await page.goto("/core/features/announcements#main");
    await hydrated(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("fr", "common", "footer.languageCurrent")) })
      .click();
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/core\/features\/announcements#main$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ar");

    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("ar", "common", "footer.languageCurrent")) })
      .click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/core\/features\/announcements#main$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  });

  test("switching language keeps the query of a page opened with one", async ({ page }) => {
    await page.goto("/en/core/features?role=SECURITY");
    await hydrated(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("en", "common", "footer.languageCurrent")) })
      .click();
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/core\/features\?role=SECURITY$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("a language opened in a new tab (Ctrl+click) leaves this page as it is", async ({ page, context }) => {
    await page.goto("/core/demo");
    await hydrated(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("fr", "common", "footer.languageCurrent")) })
      .click();
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: "English" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/en/core/demo");
    await expect(page).toHaveURL(/\/core\/demo$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("opening a page in a language rewrites `lang`", async ({ page }) => {
    await page.goto("/en/core/demo");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  });

  test("a visitor with lang=ar who opens a French URL lands on the Arabic page, with no French painted", async ({
    page,
  }) => {
    // Record every paint of every document in this tab: the language of the page painted.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("paints")) sessionStorage.setItem("paints", "[]");
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const paints = JSON.parse(sessionStorage.getItem("paints") ?? "[]") as string[];
          paints.push(`${entry.name}:${document.documentElement.lang}:${location.pathname}`);
          sessionStorage.setItem("paints", JSON.stringify(paints));
        }
      }).observe({ type: "paint", buffered: true });
    });
    await page.goto("/en");
    // After hydration, which writes `lang` again: the visitor's later choice is what counts.
    await hydrated(page);
    await page.evaluate(() => {
      localStorage.setItem("lang", "ar");
      sessionStorage.setItem("paints", "[]");
    });

    await page.goto("/core/solutions?from=test#main");
    await expect(page).toHaveURL(/\/ar\/core\/solutions\?from=test#main$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await hydrated(page);
    const paints = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem("paints") ?? "[]") as string[]);
    // The observer hears of a paint in a task of its own, which a busy machine may run after
    // hydration: wait for it.
    await expect
      .poll(async () => (await paints()).some((p) => p.startsWith("first-contentful-paint:ar:")))
      .toBe(true);
    expect((await paints()).filter((p) => p.includes(":fr:"))).toEqual([]);
  });

  test("the language menu offers each language under its own name, marking the current one", async ({
    page,
  }) => {
    await page.goto("/en");
    await hydrated(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("en", "common", "footer.languageCurrent")) })
      .click();
    const current = page.getByRole("link", { name: "English" });
    await expect(current).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "العربية" })).toHaveAttribute("lang", "ar");

    // The language already shown: the menu closes, nothing is loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await current.click();
    await expect(current).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    expect(await page.evaluate(() => "sameDocument" in window), "no page reload").toBe(true);
  });

  test("a language link loads the page anew, with the router of that language", async ({ page }) => {
    await page.goto("/core/demo");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("fr", "common", "footer.languageCurrent")) })
      .click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/core\/demo$/);
    await hydrated(page);
    expect(await page.evaluate(() => "sameDocument" in window), "a new document").toBe(false);
    // In-app links still work in the new language, and the page hydrated without an error.
    await page
      .getByRole("navigation", { name: copy("en", "common", "nav.main") })
      .getByRole("link", { name: copy("en", "common", "nav.pricing") })
      .click();
    await expect(page).toHaveURL(/\/en\/core\/pricing$/);
  });
});
