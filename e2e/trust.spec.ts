import { compileMessage } from "@lingui/message-utils/compileMessage";
import { legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { availability } from "#core/content/trust";
import { locales, type Locale } from "#core/i18n/locales";
import { createTranslator } from "#core/i18n/translator";
import { localizePath } from "#core/paths/localize";
import { copy, unmarked } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The trust centre (/core/trust), the links to it, and what the pages show of the company's
 * settings (decision 033). The settings are read here from the same environment as the build's:
 * unset, their lines are absent; set, they are shown.
 */

/** A message as the page renders it, its placeholders filled in (plurals included). */
function format(locale: Locale, namespace: string, key: string, values: Record<string, unknown>): string {
  const message = copy(locale.code, namespace, key);
  return createTranslator<"m">(locale, { m: compileMessage(message) })("m", values);
}

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

    test("states the retention periods the service applies, and what the availability figure means", async ({
      page,
    }) => {
      await page.goto(trustUrl);
      const main = page.getByRole("main");
      const retention = page.getByRole("region", { name: t("trust.retention.title") });
      const periods = {
        leadYears: legal.retention.leadYears,
        unconfirmedDays: legal.retention.unconfirmedDeletionDays,
        linkHours: legal.retention.confirmationLinkHours,
        deletionDays: legal.retention.deletionWithinDays,
      };
      for (const key of ["trust.retention.leads", "trust.retention.unconfirmed", "trust.retention.deletion"])
        await expect(retention).toContainText(format(locale, "trust", key, periods));

      const uptime = unmarked(
        new Intl.NumberFormat(locale.numberIntl, { style: "percent", maximumFractionDigits: 1 }).format(
          availability.figure,
        ),
      );
      const figure = format(locale, "trust", "trust.availability.figure", {
        uptime,
        monthDays: availability.monthDays,
        downtimeMinutes: availability.monthlyMinutes,
      });
      await expect(main).toContainText(figure);
      await expect(main).toContainText(
        t(site.slaUrl ? "trust.availability.sla" : "trust.availability.noCredit").split("{")[0] ?? "",
      );
      const security = page.getByRole("region", { name: t("trust.security.title") });
      await expect(security.getByRole("listitem")).toHaveCount(6);
      await expect(security).toContainText("scrypt");
    });

    test("names the company's references only when they are set", async ({ page }) => {
      await page.goto(trustUrl);
      const law = page.getByRole("region", { name: t("trust.law.title") });
      const rows: [string, string | undefined][] = [
        ["trust.law.entity", site.legal.entity],
        ["trust.law.rc", site.legal.rc],
        ["trust.law.ice", site.legal.ice],
        ["trust.law.cndp", site.legal.cndp],
        ["trust.law.transferAuthorisation", site.legal.transferAuthorisation],
        ["trust.law.address", site.contact.address?.[locale.code]],
      ];
      for (const [label, value] of rows) {
        const term = law.getByRole("term").filter({ hasText: t(label) });
        if (value) {
          await expect(term).toHaveCount(1);
          await expect(law.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
        } else await expect(term, `${label} is not set: no line`).toHaveCount(0);
      }
      // The controller: the legal entity when it is set, else the brand.
      await expect(law).toContainText(site.legal.entity ?? site.brand);
      const hosting = page.getByRole("region", { name: t("trust.hosting.title") });
      await expect(hosting.getByRole("table")).toHaveCount(site.hosting.subprocessors.length > 0 ? 1 : 0);
      const mail = page.getByRole("main").locator(`a[href="mailto:${site.contact.privacyEmail}"]`);
      await expect(mail).toHaveAttribute("dir", "ltr");
    });

    test("is linked from the footer and from every form's notice", async ({ page }) => {
      for (const path of ["/core/demo", "/core/company/contact-us", "/core/delete-my-account"]) {
        await page.goto(localizePath(path, locale.code));
        const notice = page.getByRole("main").getByRole("link", {
          name: copy(locale.code, "forms", "forms.trust.link"),
          exact: true,
        });
        await expect(notice, path).toHaveAttribute("href", trustUrl);
      }
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

  test(`the contact and demo pages in ${locale.label} show a phone, a CNDP line and WhatsApp only when set`, async ({
    page,
  }) => {
    const cndp = copy(locale.code, "forms", "forms.privacy.cndp").split("{")[0] ?? "";
    for (const path of ["/core/company/contact-us", "/core/demo"]) {
      await page.goto(localizePath(path, locale.code));
      const main = page.getByRole("main");
      const whatsapp = main.locator('a[href^="https://wa.me/"]');
      if (site.contact.whatsapp) {
        await expect(whatsapp, path).toHaveCount(1);
        const href = new URL((await whatsapp.getAttribute("href")) ?? "");
        const message = path === "/core/demo" ? "whatsapp.message.demo" : "whatsapp.message";
        expect(href.searchParams.get("text")).toBe(copy(locale.code, "common", message));
        expect(href.pathname).toBe(`/${site.contact.whatsapp}`);
      } else await expect(whatsapp, path).toHaveCount(0);
      if (site.legal.cndp) await expect(main).toContainText(site.legal.cndp);
      else await expect(main, "no CNDP sentence without a reference").not.toContainText(cndp);
      // The phone is among the contact page's details only.
      const phone = path === "/core/company/contact-us" && site.contact.phone;
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(phone ? 1 : 0);
    }
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
