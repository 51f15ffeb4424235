import { site } from "#core/content/site";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { copy } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The trust centre (/core/trust), the links to it, and what the pages show of the company's
 * settings (decision 033). The settings are read here from the same environment as the build's:
 * unset, their lines are absent; set, they are shown. What the pages hold as they are sent (the
 * retention periods, the availability figure, the company's references, the forms' notice links,
 * the contact and demo pages' phone, CNDP line and WhatsApp link) is read from the build by
 * tests/app/pages/built-page-content.test.ts; here, what needs a browser.
 */

for (const locale of locales) {
  const trustUrl = localizePath("/core/trust", locale.code);
  const t = (key: string) => copy(locale.code, "trust", key);

  test.describe(`the trust centre in ${locale.label}`, () => {
    test("has its sections, reachable from its table of contents, and nothing to hydrate", async ({
      page,
    }) => {
      await page.goto(trustUrl);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("trust.title"));
      const toc = page.getByRole("navigation", { name: t("trust.toc") });
      const titles = [
        "trust.law.title",
        "trust.hosting.title",
        "trust.retention.title",
        "trust.security.title",
        "trust.availability.title",
        "trust.contact.title",
      ].map(t);
      await expect(toc.getByRole("link")).toHaveText(titles);
      for (const title of titles) {
        await toc.getByRole("link", { name: title, exact: true }).click();
        await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeInViewport();
      }
      // The whole page is kept as prerendered: one part, nothing of it rendered by script.
      await expect(page.locator("main > [data-static-part]")).toHaveCount(1);
      await expect(page.locator("main > *")).toHaveCount(1);
    });

    test("is linked from the footer", async ({ page }) => {
      await page.goto(localizePath("/core/delete-my-account", locale.code));
      await hydrated(page);
      const footer = page.getByRole("contentinfo").getByRole("link", {
        name: copy(locale.code, "common", "footer.trust"),
        exact: true,
      });
      await footer.click();
      await expect(page).toHaveURL(new RegExp(`${trustUrl}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("trust.title"));
    });
  });

  test(`the drawer in ${locale.label} holds a WhatsApp link only when it is set`, async ({ page }) => {
    await page.goto(localizePath("/core/demo", locale.code));
    // The drawer's WhatsApp link, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: copy(locale.code, "common", "nav.openMenu") })
      .click();
    const drawer = page.locator("#drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[href^="https://wa.me/"]')).toHaveCount(site.contact.whatsapp ? 1 : 0);
  });
}
