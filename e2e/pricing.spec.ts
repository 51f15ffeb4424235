import { plans } from "#core/content/plans";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { copy } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";

/**
 * The pricing page (docs/product.md §2, decision 032): the plans on quote, the comparison of every
 * capability, the estimator (the only part that hydrates, and a GET form before it has), the
 * questions and the FAQPage data that repeats them. What the page holds as it is sent (the plans, the
 * comparison table and its ticks, the FAQPage data matching the questions shown, the rule's
 * figures) is read from the build by tests/app/pages/built-page-content.test.ts; here, what needs
 * a browser.
 */
for (const locale of locales) {
  const url = localizePath("/core/pricing", locale.code);
  const t = (key: string) => copy(locale.code, "pricing", key);
  const number = (value: number) => new Intl.NumberFormat(locale.numberIntl).format(value);
  const planName = (id: string) => t(`pricing.plan.${id}.name`);

  test.describe(`the pricing page in ${locale.label}`, () => {
    test("estimates the plan from the lots: 240 flats × 2.5 = 600 users, Standard; beyond 5,000 users, the team", async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const estimate = page.locator("#estimate");
      const status = estimate.getByRole("status");
      await expect(status).toHaveText(t("pricing.estimate.empty"));

      await estimate.getByLabel(t("pricing.estimate.apartments")).fill("240");
      await expect(status).toContainText(number(600));
      await expect(status).toContainText(planName("standard"));
      await expect(estimate.getByRole("link", { name: new RegExp(planName("standard")) })).toHaveAttribute(
        "href",
        localizePath("/core/demo?plan=standard", locale.code),
      );

      // The visitor's own people per lot: 240 × 2 = 480 users, Basic.
      await estimate.getByLabel(new RegExp(t("pricing.estimate.people"))).fill("2");
      await expect(status).toContainText(number(480));
      await expect(status).toContainText(planName("basic"));

      // Villas and shops count too: 240 + 1,500 + 800 lots × 2 = 5,080 users, beyond the largest plan.
      await estimate.getByLabel(t("pricing.estimate.villas")).fill("1500");
      await estimate.getByLabel(t("pricing.estimate.shops")).fill("800");
      await expect(status).toContainText(number(5080));
      for (const plan of plans) await expect(status).not.toContainText(planName(plan.id));
      await expect(estimate.getByRole("link", { name: t("pricing.estimate.beyondCta") })).toHaveAttribute(
        "href",
        localizePath("/core/company/contact-us", locale.code),
      );
    });

    test("opens an answer on a click of its question, once hydrated", async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const first = page.locator("#faq details").first();
      await first.locator("summary").click();
      await expect(first.locator("summary + *")).toBeVisible();
    });
  });
}

test("before the page's script runs, the estimator is a GET form the page reads once hydrated", async ({
  page,
}) => {
  await page.goto("/core/pricing?apartments=240&villas=&shops=&people=#estimate");
  await hydrated(page);
  const estimate = page.locator("#estimate");
  await expect(estimate.getByLabel(copy("fr", "pricing", "pricing.estimate.apartments"))).toHaveValue("240");
  await expect(estimate.getByRole("status")).toContainText(
    copy("fr", "pricing", "pricing.plan.standard.name"),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the table is shown, and the answers open", async ({ page }) => {
    await page.goto("/ar/core/pricing");
    const t = (key: string) => copy("ar", "pricing", key);
    await expect(page.getByRole("table", { name: t("pricing.compare.caption") })).toBeVisible();
    const first = page.locator("#faq details").first();
    await first.locator("summary").click();
    await expect(first.locator("summary + *")).toBeVisible();
  });
});

test("on a 390 px phone in Arabic, nothing overflows and the table's plans stay readable; no axe violation with an estimate", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ar/core/pricing");
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Each plan's name fits its column: no word broken across lines.
  const headers = await page
    .locator("#compare thead th")
    .evaluateAll((cells) => cells.map((c) => ({ scroll: c.scrollWidth, client: c.clientWidth })));
  for (const cell of headers) expect(cell.scroll).toBeLessThanOrEqual(cell.client);
  await page
    .locator("#estimate")
    .getByLabel(copy("ar", "pricing", "pricing.estimate.apartments"))
    .fill("240");
  expect(await wcagViolations(page)).toEqual([]);
});
