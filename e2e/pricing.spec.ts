import AxeBuilder from "@axe-core/playwright";
import { featureSlugs } from "#core/content/features";
import { getPlan, plans } from "#core/content/plans";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { copy, exactly } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

/**
 * The pricing page (docs/product.md §2, decision 032): the plans on quote, the comparison of every
 * capability, the estimator (the only part that hydrates, and a GET form before it has), the
 * questions and the FAQPage data that repeats them.
 */
for (const locale of locales) {
  const url = localizePath("/core/pricing", locale.code);
  const t = (key: string) => copy(locale.code, "pricing", key);
  const number = (value: number) => new Intl.NumberFormat(locale.numberIntl).format(value);
  const planName = (id: string) => t(`pricing.plan.${id}.name`);

  test.describe(`the pricing page in ${locale.label}`, () => {
    test("shows every plan on quote, and every capability of every plan in the table", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("pricing.title"));
      for (const plan of plans) {
        const card = page.getByRole("article", { name: planName(plan.id) });
        await expect(card).toContainText(t("pricing.price.onQuote"));
        await expect(card).toContainText(number(plan.maxUsers));
        await expect(card.getByRole("link", { name: new RegExp(t("pricing.plan.cta")) })).toHaveAttribute(
          "href",
          localizePath(`/core/demo?plan=${plan.id}`, locale.code),
        );
      }

      const table = page.getByRole("table", { name: t("pricing.compare.caption") });
      await expect(table.locator("thead th")).toHaveText([
        t("pricing.compare.capability"),
        ...plans.map((plan) => planName(plan.id)),
      ]);
      // Six rows of limits and services, then a row per feature of the catalog.
      const rows = table.locator("tbody tr:has(th[scope=row])");
      await expect(rows).toHaveCount(6 + featureSlugs.length);
      // Each plan's column ticks exactly its features (4, 12, all), plus what it alone has.
      for (const [index, plan] of plans.entries()) {
        const ticks = table.locator(`tbody tr td:nth-of-type(${index + 1})`).filter({
          hasText: exactly(t("pricing.compare.included")),
        });
        const extras = Number(plan.helpCenter) + Number(plan.customization);
        await expect(ticks, plan.id).toHaveCount(plan.featureCount + extras);
      }
      expect(getPlan("basic").featureCount).toBe(4);
      expect(getPlan("premium").featureCount).toBe(featureSlugs.length);
      await hydrated(page);
    });

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

    test("gives the questions as FAQPage data, the same as the page shows", async ({ page }) => {
      await page.goto(url);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as unknown));
      const things = blocks.flat() as { "@type": string; mainEntity?: unknown }[];
      const faq = things.find((thing) => thing["@type"] === "FAQPage") as {
        mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq, "a FAQPage block").toBeDefined();

      const shown = await page.locator("#faq details").evaluateAll((items) =>
        items.map((d) => ({
          question: d.querySelector("summary")?.textContent?.trim(),
          answer: d.querySelector("summary + *")?.textContent?.trim(),
        })),
      );
      expect(shown.length).toBeGreaterThanOrEqual(6);
      expect(faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(shown);

      // The answers open without script.
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

  test("the table, the lots each plan covers at 2.5 people a lot, and the answers are all there", async ({
    page,
  }) => {
    await page.goto("/ar/core/pricing");
    const t = (key: string) => copy("ar", "pricing", key);
    await expect(page.getByRole("table", { name: t("pricing.compare.caption") })).toBeVisible();
    const rule = page.getByRole("region", { name: t("pricing.rule.title") });
    await expect(rule).toContainText("200");
    await expect(rule).toContainText("480");
    await expect(rule).toContainText(new Intl.NumberFormat("ar-MA").format(2000));
    await expect(rule).toContainText(new Intl.NumberFormat("ar-MA").format(2.5));
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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});
