import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locator } from "@playwright/test";
import { positions } from "#core/content/careers";
import { site } from "#core/content/site";
import { figures } from "#core/content/figures";
import { publishedTestimonials as testimonials } from "#core/content/testimonials";
import { locales, type Locale } from "#core/i18n/locales";
import { createTranslator } from "#core/i18n/translator";
import { localizePath } from "#core/paths/localize";
import { unmarked } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

/** A message with its placeholders filled in, as the page renders it (plurals included). */
function format(locale: Locale, message: string, values: Record<string, unknown>): string {
  return createTranslator<"message">(locale, { message: compileMessage(message) })("message", values);
}

/** The figures of docs/product.md §7 as each language writes them, computed here with Intl. */
function expectedFigures(locale: Locale): string[] {
  const number = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale.numberIntl, options);
  const percent = number({ style: "percent", maximumFractionDigits: 1 });
  return [
    number().format(figures.properties),
    unmarked(percent.format(figures.uptime)),
    number({ style: "unit", unit: "minute", unitDisplay: "short" }).format(figures.responseMinutes),
    number({ minimumFractionDigits: 1 }).format(figures.appRating),
    unmarked(percent.format(figures.costReduction)),
    unmarked(percent.format(figures.residentSatisfaction)),
  ];
}

/** Links that open an e-mail or a call; their text is the address or number itself. */
const mailLinks = (scope: Locator) => scope.locator('a[href^="mailto:"]');
const phoneLinks = (scope: Locator) => scope.locator('a[href^="tel:"]');

// core/content/site.ts reads the build's settings; this test reads the same environment (decision
// 033): which details show depends on it, their values are read from the page and checked against
// their own links.
const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

for (const locale of locales) {
  const copy = copyOf(locale, "company");

  test.describe(`company pages in ${locale.label}`, () => {
    test("about us shows the figures formatted for the language", async ({ page }) => {
      await page.goto(localizePath("/core/company/about-us", locale.code));
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy["company.about.title"] ?? "");
      const region = page.getByRole("region", { name: copy["company.about.figures.title"] });
      const values = region.getByRole("definition");
      await expect(values).toHaveCount(6);
      for (const [index, expected] of expectedFigures(locale).entries()) {
        await expect(values.nth(index)).toContainText(expected);
      }
      await expect(
        page.getByRole("heading", { name: copy["company.about.morocco.law.title"] }),
      ).toBeVisible();
    });

    test("careers lists the open positions, each with a way to apply by e-mail", async ({ page }) => {
      await page.goto(localizePath("/core/company/careers", locale.code));
      await hydrated(page);
      const region = page.getByRole("region", { name: copy["company.careers.positions.title"] });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(
        positions.map((p) => copy[`company.careers.position.${p.id}.title`] ?? p.id),
      );
      const address = mailLinks(page.getByRole("region", { name: copy["company.careers.how.title"] }));
      await expect(address).toHaveCount(1);
      const email = (await address.textContent()) ?? "";
      expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
      await expect(address).toHaveAttribute("href", `mailto:${email}`);
      expect(await direction(address), "the address reads left-to-right").toBe("ltr");
      const apply = region.getByRole("link");
      await expect(apply).toHaveCount(positions.length);
      for (const href of await apply.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        expect(href.startsWith(`mailto:${email}?subject=`), href).toBe(true);
      }
    });

    test("contact us shows e-mail, and phone and address when they are set, left-to-right and in the page's language, the hours, and where to write", async ({
      page,
    }) => {
      await page.goto(localizePath("/core/company/contact-us", locale.code));
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
      const details = page.getByRole("region", { name: copy["company.contact.details.title"] });
      const email = mailLinks(details);
      const phone = phoneLinks(details);
      await expect(email).toHaveCount(1);
      const address = (await email.textContent()) ?? "";
      expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
      await expect(email).toHaveAttribute("href", `mailto:${address}`);
      expect(await direction(email), "the e-mail reads left-to-right").toBe("ltr");
      // A detail whose setting is not set is left out, never invented (decision 033). The build
      // and this test read the same environment.
      await expect(phone).toHaveCount(site.contact.phone ? 1 : 0);
      if (site.contact.phone) {
        const number = (await phone.textContent()) ?? "";
        expect(number).toMatch(/^\+?[\d\s.-]{8,}$/);
        await expect(phone).toHaveAttribute("href", `tel:${number.replace(/[^+\d]/g, "")}`);
        expect(await direction(phone), "the phone number reads left-to-right").toBe("ltr");
      }
      const shown = [true, Boolean(site.contact.phone), Boolean(site.contact.address)].filter(Boolean);
      await expect(details.getByRole("definition")).toHaveCount(shown.length);
      if (site.contact.address) {
        // The postal address as the page's language writes it (configurable per language).
        const postal = details.getByRole("definition").last();
        await expect(postal).toHaveText(site.contact.address[locale.code]);
        expect(await direction(postal.locator("bdi")), "the address reads in the page's direction").toBe(
          locale.dir,
        );
      }

      const hours = page.getByRole("region", { name: copy["company.contact.hours.title"] });
      // Morocco's time in words, never the time-zone id (Africa/Casablanca) the code uses.
      await expect(hours).toContainText(copy["company.contact.hours.timezone"] ?? "");
      await expect(hours).not.toContainText("Africa/");
      await expect(hours).toContainText(copy["company.contact.hours.weekdays.time"] ?? "");

      const write = page.locator("#contact-form");
      await expect(write.getByRole("heading", { level: 2 })).toHaveText(
        copy["company.contact.form.title"] ?? "",
      );
    });
  });
}

test.describe("testimonials filtered by role", () => {
  // Only a build that shows testimonials has the page: today's are samples, shown on a preview
  // build only (URBIS_PUBLIC_SHOW_SAMPLES=true, decision 033). The build and this test read the
  // same environment.
  test.skip(testimonials.length === 0, "this build shows no testimonials");
  for (const locale of [locales[0], locales[2]]) {
    const copy = copyOf(locale, "company");
    const shared = copyOf(locale, "testimonials");
    const security = testimonials.filter((t) => t.role === "SECURITY");

    test(`in ${locale.label}: the filter applies, is in the URL and survives a reload`, async ({ page }) => {
      const url = localizePath("/core/company/testimonials", locale.code);
      await page.goto(url);
      await hydrated(page);
      const cards = page.getByRole("main").getByRole("figure");
      const status = page.getByRole("main").getByRole("status");
      await expect(cards).toHaveCount(testimonials.length);
      const count = (n: number) => format(locale, copy["company.testimonials.count"] ?? "", { count: n });
      await expect(status).toHaveText(count(testimonials.length));

      const filter = page.getByRole("group", { name: copy["company.testimonials.filter.legend"] });
      await filter.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await filter.getByRole("radio", { name: copy["company.testimonials.filter.role.SECURITY"] }).check();
      await expect(page).toHaveURL(new RegExp(`${url}\\?role=SECURITY$`));
      await expect(cards).toHaveCount(security.length);
      await expect(cards.first()).toContainText(shared["testimonials.role.SECURITY"] ?? "");
      await expect(status).toHaveText(count(security.length));
      expect(await page.evaluate(() => window.scrollY), "choosing a role does not scroll").toBe(scrolled);

      await page.reload();
      await hydrated(page);
      await expect(cards).toHaveCount(security.length);
      await expect(
        filter.getByRole("radio", { name: copy["company.testimonials.filter.role.SECURITY"] }),
      ).toBeChecked();

      await filter.getByRole("radio", { name: copy["company.testimonials.filter.all"] }).check();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(cards).toHaveCount(testimonials.length);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a filtered URL shows every testimonial", async ({ page }) => {
      await page.goto("/core/company/testimonials?role=SECURITY");
      await expect(page.getByRole("main").getByRole("figure")).toHaveCount(testimonials.length);
    });
  });
});
