import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locator } from "@playwright/test";
import { site } from "#core/content/site";
import { publishedTestimonials as testimonials } from "#core/content/testimonials";
import { locales, type Locale } from "#core/i18n/locales";
import { createTranslator } from "#core/i18n/translator";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";

/** Copy as the visitor reads it, from the files, so the tests follow copy edits. */
function copyOf(locale: Locale, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8"));
}

/** A message with its placeholders filled in, as the page renders it (plurals included). */
function format(locale: Locale, message: string, values: Record<string, unknown>): string {
  return createTranslator<"message">(locale, { message: compileMessage(message) })("message", values);
}

/** Links that open an e-mail or a call; their text is the address or number itself. */
const mailLinks = (scope: Locator) => scope.locator('a[href^="mailto:"]');
const phoneLinks = (scope: Locator) => scope.locator('a[href^="tel:"]');

// core/content/site.ts reads the build's settings; this test reads the same environment (decision
// 033). What the company pages hold as they are sent (headings, figures, positions, links, the
// contact details and hours) is read from the build by tests/app/pages/built-page-content.test.ts;
// here, what needs a browser: the computed direction of addresses, the testimonials filter, and the
// request to talk to a residence reaching the contact form with its subject chosen.
const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

for (const locale of locales) {
  const copy = copyOf(locale, "company");

  test.describe(`company pages in ${locale.label}`, () => {
    test("careers' e-mail address reads left-to-right", async ({ page }) => {
      await page.goto(localizePath("/core/company/careers", locale.code));
      await hydrated(page);
      const address = mailLinks(page.getByRole("region", { name: copy["company.careers.how.title"] }));
      await expect(address).toHaveCount(1);
      expect(await direction(address), "the address reads left-to-right").toBe("ltr");
    });

    test("contact us shows e-mail and phone left-to-right, the address in the page's direction", async ({
      page,
    }) => {
      await page.goto(localizePath("/core/company/contact-us", locale.code));
      await hydrated(page);
      const details = page.getByRole("region", { name: copy["company.contact.details.title"] });
      const email = mailLinks(details);
      await expect(email).toHaveCount(1);
      expect(await direction(email), "the e-mail reads left-to-right").toBe("ltr");
      // A detail whose setting is not set is left out (decision 033): the build and this test read
      // the same environment.
      if (site.contact.phone) {
        const phone = phoneLinks(details);
        await expect(phone).toHaveCount(1);
        expect(await direction(phone), "the phone number reads left-to-right").toBe("ltr");
      }
      if (site.contact.address) {
        const postal = details.getByRole("definition").last();
        expect(await direction(postal.locator("bdi")), "the address reads in the page's direction").toBe(
          locale.dir,
        );
      }
    });
  });
}

test.describe("testimonials filtered by role", () => {
  // Only a build that shows testimonials has the filter: today's are samples, shown on a preview
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

test.describe("asking to talk to a residence that uses Urbis", () => {
  // Without testimonials, the page offers it (decision 053); with some, it shows them instead.
  test.skip(testimonials.length > 0, "this build shows testimonials");
  for (const locale of [locales[0], locales[2]]) {
    test(`in ${locale.label}: the request opens the contact form with its subject chosen`, async ({
      page,
    }) => {
      const copy = copyOf(locale, "company");
      const forms = copyOf(locale, "forms");
      await page.goto(localizePath("/core/company/testimonials", locale.code));
      await hydrated(page);
      await page.getByRole("link", { name: copy["company.testimonials.reference.action"] }).click();
      await expect(page).toHaveURL(/\/core\/company\/contact-us\?subject=reference#contact-form$/);
      const subject = page.getByLabel(forms["forms.contact.subject.label"] ?? "", { exact: true });
      await expect(subject).toHaveValue("reference");
      await expect(subject.locator("option:checked")).toHaveText(
        forms["forms.contact.subject.reference"] ?? "",
      );
    });
  }
});
