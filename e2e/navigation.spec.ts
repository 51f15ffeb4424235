import type { Page, Route } from "@playwright/test";
import { routerGlobals, type RouterGlobals } from "#app/boot/react-router-internals";
import { copy, exactly, prefix } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/** The route module a page needs, as its URL in the build's manifest. */
async function routeModuleOf(page: Page, routeId: string): Promise<string> {
  return page.evaluate(
    ([id, global]) => (window as unknown as RouterGlobals)[global]?.routes[id]?.module ?? "",
    [routeId, routerGlobals.manifest] as const,
  );
}

test.describe("navigating inside the site", () => {
  test("the first load shows the prerendered page, never the loading view", async ({ page }) => {
    await page.goto("/core/solutions");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: copy("fr", "common", "common.loading") }),
    ).toHaveCount(0);
  });

  test("the page's code and data are requested only once its first paint is on the screen", async ({
    page,
  }) => {
    for (const path of ["/", "/ar/core/demo"]) {
      await page.goto(path);
      await hydrated(page);
      const { paint, requests } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        requests: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$|\/hydration\.json$/.test(entry.name))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(requests.length, path).toBeGreaterThan(5);
      expect(
        requests.filter((request) => request.start < paint),
        `${path}: requested before the first paint at ${paint} ms`,
      ).toEqual([]);
    }
  });

  test("the footer is laid out when it comes near the viewport, and its links and menus work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/ar/core/demo");
    await hydrated(page);
    const footer = page.locator("footer");
    // An element inside a part the browser skips is not visible to checkVisibility with this option.
    const laidOut = () =>
      footer
        .locator("h2")
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    await footer
      .getByRole("button", { name: prefix(copy("ar", "common", "footer.languageCurrent")) })
      .click();
    await expect(page.locator("#menu-language")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-language")).toBeHidden();
    await footer.getByRole("link", { name: copy("ar", "common", "footer.privacy") }).click();
    await expect(page).toHaveURL(/\/ar\/core\/privacy$/);
  });

  test("while a page's code loads, a full-screen black view with a spinner shows; then the page renders", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const module = await routeModuleOf(page, "fr/privacy");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${new URL(module, "http://x").pathname}`, async (route: Route) => {
      await released;
      await route.continue();
    });

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: exactly(copy("fr", "common", "footer.privacy")) })
      .click();
    const loading = page.getByRole("status").filter({ hasText: copy("fr", "common", "common.loading") });
    await expect(loading).toBeVisible();
    const box = await loading.boundingBox();
    const viewport = page.viewportSize();
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    expect(await loading.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 0, 0)");

    release();
    await expect(page).toHaveURL(/\/core\/privacy$/);
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a page whose code cannot load reloads, tries again once, then offers a retry that works", async ({
    page,
    errors,
  }) => {
    errors.allow(/Error loading route module|Failed to fetch dynamically imported module/);
    errors.allow(/^response 503 \/assets\//);
    await page.goto("/en");
    await hydrated(page);
    const module = new URL(await routeModuleOf(page, "en/company-careers"), "http://x").pathname;
    let failures = 0;
    await page.route(`**${module}`, (route) => {
      failures++;
      return route.fulfill({ status: 503, body: "unavailable" });
    });

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: exactly(copy("en", "common", "nav.company.careers")) })
      .click();
    // The page reloads (a deploy may have replaced the code), goes to Careers again by itself, and
    // when that fails too, shows the error view instead of reloading in a loop.
    const retry = page.getByRole("button", { name: copy("en", "common", "common.error.retry") });
    // Each step awaited on its own: the first import fails, the page reloads at Careers and its
    // import fails again, then the error view shows.
    await expect.poll(() => failures).toBeGreaterThanOrEqual(1);
    await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
    await expect(retry).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy("en", "common", "common.error.title"),
    );
    expect(failures).toBeGreaterThanOrEqual(2);
    // No loop: once the network has been quiet for half a second, the same document still shows
    // the error view and the code was asked for no more.
    const settled = failures;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "sameDocument" in window), "no reload").toBe(true);
    expect(failures, "no reload loop").toBe(settled);

    await page.unroute(`**${module}`);
    await retry.click();
    await expect(page).toHaveURL(/\/en\/core\/company\/careers$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      copy("en", "common", "common.error.title"),
    );
  });

  test("a link is followed in the page; again, it adds no history entry; with Ctrl, it opens a tab", async ({
    page,
  }) => {
    await page.goto("/en/core/features");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const historyLength = () => page.evaluate(() => window.history.length);
    const before = await historyLength();
    const privacy = page
      .getByRole("contentinfo")
      .getByRole("link", { name: exactly(copy("en", "common", "footer.privacy")) });

    await privacy.click();
    await expect(page).toHaveURL(/\/en\/core\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy("en", "legal", "legal.privacy.title"),
    );
    expect(await page.evaluate(() => "sameDocument" in window), "no page reload").toBe(true);
    expect(await historyLength()).toBe(before + 1);

    await privacy.click();
    await expect(page).toHaveURL(/\/en\/core\/privacy$/);
    expect(await historyLength(), "the page already shown replaces its entry").toBe(before + 1);

    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: exactly(copy("en", "common", "footer.terms")) })
        .click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(tab).toHaveURL(/\/en\/core\/privacy#terms$/);
    await expect(page).toHaveURL(/\/en\/core\/privacy$/);
  });

  test("hydrating keeps the parts that never change as prerendered, element for element", async ({
    page,
  }) => {
    // Each element of the prerendered HTML gets a mark no markup can carry, before any script runs.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        for (const el of document.querySelectorAll("*")) Object.assign(el, { prerendered: true });
      }),
    );
    await page.goto("/ar");
    await hydrated(page);
    const kept = await page.evaluate(() => {
      const parts = [...document.querySelectorAll("[data-static-part] *")];
      return { count: parts.length, marked: parts.filter((el) => "prerendered" in el).length };
    });
    expect(kept.count, "the header, the footer and most of the home page").toBeGreaterThan(500);
    expect(kept.marked).toBe(kept.count);
    // What holds state is hydrated and works: the plan chooser answers.
    await expect(page.locator("#pricing").getByRole("spinbutton")).toBeEditable();
  });

  test("a page reached in the app draws its product view with code that no first load fetched", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The screens' chunk (app/ui/product-view/screen/): neither a page without views nor one with
    // views, loaded as prerendered, asks for it.
    const screens = (list: string[]) => list.filter((path) => /\/assets\/screen-[\w-]+\.js$/.test(path));
    await page.goto("/ar/core/features/announcements");
    await hydrated(page);
    await page.goto("/ar/core/features");
    await hydrated(page);
    expect(screens(scripts)).toEqual([]);

    await page
      .getByRole("main")
      .getByRole("link", { name: copy("ar", "common", "feature.announcements.name") })
      .first()
      .click();
    await expect(page).toHaveURL("/ar/core/features/announcements");
    const view = page.getByRole("figure", { name: copy("ar", "views", "views.announcements.label") });
    await expect(view).toContainText(copy("ar", "views", "views.announcements.title"));
    await expect(view).toContainText(copy("ar", "views", "views.announcements.action"));
    expect(screens(scripts)).toHaveLength(1);
  });

  test("a menu opened before the page's script has run stays open as the page hydrates", async ({ page }) => {
    let release!: () => void;
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto("/ar/core/features/announcements");
    await page
      .getByRole("banner")
      .getByRole("button", { name: prefix(copy("ar", "common", "footer.languageCurrent")) })
      .click();
    const english = page.getByRole("link", { name: "English" });
    await expect(english).toBeVisible();
    release();
    await hydrated(page);
    await expect(english).toBeVisible();
  });

  test("on a phone, a link in the drawer is followed in the page and the drawer closes", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/en");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("button", { name: copy("en", "common", "nav.openMenu") }).click();
    const drawer = page.getByLabel(copy("en", "common", "nav.menu"), { exact: true });
    await drawer.getByText(copy("en", "common", "nav.company"), { exact: true }).click();
    await drawer.getByRole("link", { name: exactly(copy("en", "common", "nav.company.careers")) }).click();
    await expect(page).toHaveURL(/\/en\/core\/company\/careers$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy("en", "company", "company.careers.title"),
    );
    expect(await page.evaluate(() => "sameDocument" in window), "no page reload").toBe(true);
  });

  test("every path change starts at the top of the page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 480 });
    await page.goto("/en/core/features");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: exactly(copy("en", "common", "footer.privacy")) })
      .click();
    await expect(page).toHaveURL(/\/en\/core\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a #hash scrolls to its target after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en/core/demo");
    await hydrated(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: exactly(copy("en", "common", "footer.terms")) })
      .click();
    await expect(page).toHaveURL(/\/en\/core\/privacy#terms$/);
    await expect(page.locator("#terms")).toBeInViewport();
  });
});
