import type { Page } from "@playwright/test";
import { copy, exactly } from "./support/copy";
import { chooseTheme, expect, hydrated, test } from "./support/fixtures";
import { languageOf, sitemapPaths } from "./support/sitemap";

/**
 * One page per template and language: the policy differs between pages only by the hashes of their
 * inline scripts, which every template exercises. (The accessibility run opens every page, and its
 * console watch catches a violation anywhere else.)
 */
const paths = [
  ...new Map(
    sitemapPaths().map((p) => [p.replace(/^(.*\/core\/(features|solutions))\/[^/]+$/, "$1/*"), p]),
  ).values(),
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions-Policy|Refused to/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return async () => [...console, ...((await page.evaluate(() => window.__cspViolations)) ?? [])];
}

test.describe("the Content-Security-Policy lets every page run, and nothing else", () => {
  for (const lang of ["fr", "en", "ar"]) {
    test(`each ${lang} page template hydrates with no policy violation`, async ({ page }) => {
      test.setTimeout(120_000);
      const violations = await watchViolations(page);
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      const mine = paths.filter((p) => languageOf(p) === lang);
      expect(mine.length).toBeGreaterThan(0);
      for (const path of mine) {
        workers.length = 0;
        const response = await page.goto(path);
        const csp = response?.headers()["content-security-policy"] ?? "";
        expect(csp, path).toContain("default-src 'none'");
        expect(csp, path).not.toContain("unsafe-inline");
        await hydrated(page);
        expect(await violations(), path).toEqual([]);
        // The worker that loads the language's Intl data off the main thread (intl-warmup.js). The
        // browser reports a worker asynchronously, so its event may come after hydration.
        await expect
          .poll(() => workers, { message: path })
          .toEqual([expect.stringMatching(/\/assets\/intl-warmup-[\w-]+\.js$/)]);
      }
    });
  }

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
