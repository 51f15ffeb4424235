import { site } from "#core/content/site";
import { browserStorageKeys } from "#core/content/legal";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The privacy policy and terms, and the account-deletion page, in every language: what a visitor
 * (or an app-store reviewer) must be able to find, reach by the table of contents, and read.
 */

/**
 * The CNDP declaration reference the build was configured with (core/content/site.ts, read here from
 * the same environment as the build's): unset, the pages name none (decision 033).
 */
const cndpReference = site.legal.cndp;

/** Every `#id` link on the page points at an element that exists. */
async function expectInPageAnchorsResolve(page: Page) {
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => a.hash && a.pathname === location.pathname && a.origin === location.origin)
      .map((a) => decodeURIComponent(a.hash.slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
  expect(missing, "in-page links without a target").toEqual([]);
}

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
    privacyH1: "Confidentialité et conditions d'utilisation",
    toc: "Sommaire",
    terms: "Conditions d'utilisation du site",
    deleteH1: "Supprimer votre compte Urbis",
    deleteToc: "Sur cette page",
    inApp: "Depuis l'application mobile",
    webRequest: "Demander la suppression depuis le web",
    firstStep: /Profil/,
    storage: "Ce que votre navigateur conserve",
    cndpDeclared: "sous la référence",
  },
  en: {
    privacyH1: "Privacy and terms of use",
    toc: "Contents",
    terms: "Terms of use of this website",
    deleteH1: "Delete your Urbis account",
    deleteToc: "On this page",
    inApp: "From the mobile app",
    webRequest: "Request deletion on the web",
    firstStep: /Profile/,
    storage: "What your browser stores",
    cndpDeclared: "under reference",
  },
  ar: {
    privacyH1: "الخصوصية وشروط الاستخدام",
    toc: "المحتويات",
    terms: "شروط استخدام الموقع",
    deleteH1: "حذف حسابكم على Urbis",
    deleteToc: "في هذه الصفحة",
    inApp: "من تطبيق الهاتف المحمول",
    webRequest: "طلب الحذف عبر الموقع",
    firstStep: /الملف الشخصي/,
    storage: "ما يحفظه متصفحكم",
    cndpDeclared: "تحت المرجع",
  },
} as const;

for (const locale of locales) {
  const text = copy[locale.code];
  const privacyUrl = localizePath("/core/privacy", locale.code);
  const deleteUrl = localizePath("/core/delete-my-account", locale.code);

  test.describe(`legal pages in ${locale.label}`, () => {
    test("the privacy page has its title, the CNDP reference when it is set and a working table of contents", async ({
      page,
    }) => {
      await page.goto(privacyUrl);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.privacyH1);
      await expect(page.getByRole("heading", { level: 2, name: text.terms })).toBeVisible();
      if (cndpReference) await expect(page.locator("main")).toContainText(cndpReference);
      else await expect(page.locator("main")).not.toContainText(text.cndpDeclared);
      await expect(page.getByRole("link", { name: /^(www\.)?cndp\.ma$/ })).toBeVisible();
      await expect(page.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expectInPageAnchorsResolve(page);
      await expectTocReachesSections(page, text.toc);
    });

    test("the privacy page states what the browser stores, and nothing that tracks", async ({ page }) => {
      await page.goto(privacyUrl);
      const storage = page.getByRole("region", { name: new RegExp(text.storage) });
      for (const key of browserStorageKeys) {
        await expect(storage.getByText(key, { exact: true })).toBeVisible();
      }
      expect(browserStorageKeys).toEqual(expect.arrayContaining(["lang", "theme-mode", "theme-scheme"]));
      // What it says is what the site does: after a visit, only those keys are in localStorage.
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

    test("the account-deletion page shows the steps in the app and the web request", async ({ page }) => {
      await page.goto(deleteUrl);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.deleteH1);

      const inApp = page.getByRole("region", { name: text.inApp });
      const steps = inApp.getByRole("listitem");
      await expect(steps).toHaveCount(5);
      await expect(steps.first()).toContainText(text.firstStep);

      const request = page.locator("#deletion-request");
      await expect(request.getByRole("heading", { level: 2 })).toHaveText(text.webRequest);
      await expect(request.getByRole("listitem")).toHaveCount(3);
      await expectInPageAnchorsResolve(page);
      await expectTocReachesSections(page, text.deleteToc);
    });
  });
}

test("the Arabic pages keep e-mails and references left-to-right", async ({ page }) => {
  await page.goto(localizePath("/core/privacy", "ar"));
  const email = page.locator("main a[href^='mailto:']").first();
  await expect(email).toHaveAttribute("dir", "ltr");
  if (cndpReference)
    await expect(page.locator("main").getByText(cndpReference, { exact: true })).toHaveAttribute(
      "dir",
      "ltr",
    );
});
