import { browserStorageKeys } from "#core/content/legal";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The privacy policy and terms, and the account-deletion page, in every language: what a visitor
 * (or an app-store reviewer) must be able to find, reach by the table of contents, and read. What
 * the pages hold as they are sent (titles, the CNDP reference, the storage keys, the steps, the
 * in-page links' targets, e-mails left-to-right) is read from the build by
 * tests/app/pages/built-page-content.test.ts; here, what needs a browser.
 */

/** Follows each table-of-contents link and checks that its section comes into view. */
async function expectTocReachesSections(page: Page, tocName: string | RegExp) {
  const toc = page.getByRole("navigation", { name: tocName });
  const links = toc.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(4);
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    const id = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  }
}

const copy = {
  fr: {
    toc: "Sommaire",
    terms: "Conditions d'utilisation du site",
    deleteToc: "Sur cette page",
  },
  en: {
    toc: "Contents",
    terms: "Terms of use of this website",
    deleteToc: "On this page",
  },
  ar: {
    toc: "المحتويات",
    terms: "شروط استخدام الموقع",
    deleteToc: "في هذه الصفحة",
  },
} as const;

for (const locale of locales) {
  const text = copy[locale.code];
  const privacyUrl = localizePath("/core/privacy", locale.code);
  const deleteUrl = localizePath("/core/delete-my-account", locale.code);

  test.describe(`legal pages in ${locale.label}`, () => {
    test("the privacy page's table of contents reaches each section", async ({ page }) => {
      await page.goto(privacyUrl);
      await hydrated(page);
      await expectTocReachesSections(page, text.toc);
    });

    test("a visit stores only what the privacy page states, and nothing that tracks", async ({ page }) => {
      await page.goto(privacyUrl);
      // What the page says (read from the build) is what the site does: after a visit, only those
      // keys are in localStorage.
      await hydrated(page);
      const stored = await page.evaluate(() => Object.keys(window.localStorage).sort());
      expect(stored.every((key) => (browserStorageKeys as readonly string[]).includes(key))).toBe(true);
      expect(await page.context().cookies()).toEqual([]);
    });

    test("the footer's terms link reaches the terms section", async ({ page }) => {
      await page.goto(localizePath("/core/demo", locale.code));
      await hydrated(page);
      // Located by its target: the footer's wording belongs to the shell's copy.
      await page.getByRole("contentinfo").locator('a[href$="/core/privacy#terms"]').click();
      await expect(page).toHaveURL(new RegExp(`${privacyUrl}#terms$`));
      await expect(page.getByRole("heading", { level: 2, name: text.terms })).toBeInViewport();

      // The same link opened directly, as from another site or a bookmark.
      await page.goto(`${privacyUrl}#terms`);
      await expect(page.getByRole("heading", { level: 2, name: text.terms })).toBeInViewport();
    });

    test("the account-deletion page's table of contents reaches each section", async ({ page }) => {
      await page.goto(deleteUrl);
      await hydrated(page);
      await expectTocReachesSections(page, text.deleteToc);
    });
  });
}
