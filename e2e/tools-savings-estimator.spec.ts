import type { Page } from "@playwright/test";
import { savingsRates } from "#core/content/savings-assumptions";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { formatCentimes } from "#core/i18n/numbers";
import { localizePath } from "#core/paths/localize";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import {
  emptySavingsForm,
  estimateSavings,
  type SavingsField,
  type SavingsForm,
} from "#core/tools/savings-estimator";
import { copy, exactly } from "./support/copy";
import { expect, hydrated, startUsing, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";

/**
 * The savings estimator (decision 040) as a syndic uses it: a 40-lot residence's figures typed in,
 * each line's range, the cost savings and, apart, the arrears recovered read back as the same
 * arithmetic gives them, the work kept over a
 * reload, errors next to their fields, the keyboard, then cleared. On a phone in Arabic and on a
 * laptop in French.
 */
const typed: Partial<SavingsForm> = {
  lots: "40",
  chargesPerLot: "3600",
  registeredPerYear: "2",
  bailiffPerYear: "1",
  pagesPerYear: "2000",
  pricePerPage: "0,50",
  staffHoursPerMonth: "10",
  unpaidRate: "12",
  unpaidRecovered: "25",
  shareOnline: "50",
};
const expected = estimateSavings({ ...emptySavingsForm(), ...typed }, ",", savingsRates());

const scenarios = [
  { code: "ar" as LocaleCode, name: "in Arabic on a 390 px phone", viewport: { width: 390, height: 844 } },
  { code: "fr" as LocaleCode, name: "in French at 1366 px", viewport: { width: 1366, height: 900 } },
];

const marks = /[\u200e\u200f\u061c]/g;
const spaces = (text: string | null) => (text ?? "").replace(marks, "").replace(/[\u00a0\u202f]/g, " ");

for (const scenario of scenarios) {
  const { code } = scenario;
  const t = (key: string) => copy(code, "tools", `tools.savings.${key}`);
  const money = (centimes: number) => formatCentimes(centimes, getLocale(code).numberIntl);
  const range = (low: number, high: number) =>
    spaces(
      low === high ? money(low) : t("range").replace("{low}", money(low)).replace("{high}", money(high)),
    );
  const field = (page: Page, name: SavingsField) => page.getByLabel(t(`field.${name}`), { exact: true });
  const url = localizePath("/core/tools/savings-estimator", code);

  async function open(page: Page) {
    await page.goto(url);
    await startUsing(page);
    await expect(page.getByText(t("status.empty"))).toBeVisible();
  }

  async function fill(page: Page) {
    for (const [name, value] of Object.entries(typed))
      await field(page, name as SavingsField).fill(String(value));
    await expect(page.getByText(t("status.saved"))).toBeVisible();
  }

  /** Each line, the cost savings and the arrears recovered as the estimate gives them. */
  async function checkResults(page: Page) {
    for (const line of expected.lines) {
      if (line.status !== "counted") throw new Error(`${line.id} is counted in the test's residence`);
      const amount = page.locator(`[data-line="${line.id}"] [data-cell="amount"]`);
      expect(spaces(await amount.textContent()), line.id).toBe(range(line.low, line.high));
    }
    expect(spaces(await page.locator('[data-cell="cost-total"]').textContent())).toBe(
      range(expected.costSavings.low, expected.costSavings.high),
    );
    expect(spaces(await page.locator('[data-cell="arrears-total"]').textContent())).toBe(
      range(expected.arrearsRecovered.low, expected.arrearsRecovered.high),
    );
  }

  test.describe(`the savings estimator ${scenario.name}`, () => {
    test.use({ viewport: scenario.viewport });

    test("estimates a 40-lot residence, keeps it over a reload, clears it", async ({ page }) => {
      await open(page);
      await fill(page);
      await checkResults(page);
      await expect(page.locator('[data-cell="share"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(scenario.viewport.width);
      const cta = page.locator('a[href$="/core/demo?size=40"]');
      await expect(cta).toBeVisible();

      await page.reload();
      await hydrated(page);
      await expect(page.getByText(t("status.saved"))).toBeVisible();
      await expect(field(page, "lots")).toHaveValue("40");
      await checkResults(page);

      await page.getByRole("button", { name: t("clear") }).click();
      await expect(page.getByText(t("status.cleared"))).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), SAVINGS_ESTIMATOR_KEY)).toBeNull();
      await expect(field(page, "lots")).toHaveValue("");
      await page.reload();
      await startUsing(page);
      await expect(page.getByText(t("status.empty"))).toBeVisible();
    });

    test("says what is wrong next to the field, keeps the other lines, and is used by keyboard", async ({
      page,
    }) => {
      await open(page);
      await fill(page);
      const rate = field(page, "unpaidRate");
      await rate.fill("120");
      await expect(page.locator("#se-unpaidRate-error")).toHaveText(t("error.over-100"));
      await expect(rate).toHaveAttribute("aria-invalid", "true");
      await field(page, "pagesPerYear").fill("-5");
      await expect(page.locator("#se-pagesPerYear-error")).toHaveText(t("error.negative"));
      await field(page, "lots").fill("");
      await expect(page.locator("#se-lots-error")).toHaveText(t("error.required"));
      await field(page, "lots").fill("40");
      const staff = expected.lines.find((line) => line.id === "staff");
      if (staff?.status === "counted")
        expect(spaces(await page.locator('[data-line="staff"] [data-cell="amount"]').textContent())).toBe(
          range(staff.low, staff.high),
        );

      // By keyboard: from the lots' field, Tab to the charges per lot and type; the errors go.
      await field(page, "lots").focus();
      await page.keyboard.press("Tab");
      await expect(field(page, "chargesPerLot")).toBeFocused();
      await field(page, "unpaidRate").focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("12");
      await field(page, "pagesPerYear").focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("2000");
      await expect(page.locator("#se-unpaidRate-error")).toHaveCount(0);
      await expect(page.locator("#se-pagesPerYear-error")).toHaveCount(0);
      await checkResults(page);

      expect(await wcagViolations(page)).toEqual([]);
    });
  });
  test(`the savings estimator ${scenario.name} in the dark theme, results shown: no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(scenario.viewport);
    await page.addInitScript(() => localStorage.setItem("theme-mode", "dark"));
    await open(page);
    await fill(page);
    await field(page, "unpaidRate").fill("120");
    await expect(page.locator("#se-unpaidRate-error")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test("the toolbox lists the savings estimator; without script the page gives its method and sources", async ({
  browser,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto("/core/tools");
  await page.getByRole("link", { name: /Estimateur d'économies/ }).click();
  await expect(page).toHaveURL(/\/core\/tools\/savings-estimator$/);
  await expect(page.getByText(exactly(copy("fr", "tools", "tools.savings.noscript")))).toBeVisible();
  await expect(page.locator("[data-assumption]")).toHaveCount(7);
  await expect(page.locator('[data-assumption="smig-hourly"] a[href^="https://"]')).toHaveCount(2);
  await expect(page.locator("#method")).toBeVisible();
  await expect(page.locator("#results-kinds")).toBeVisible();
  await page.close();
});
