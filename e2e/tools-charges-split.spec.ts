import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { formatCentimes } from "#core/i18n/numbers";
import { localizePath } from "#core/paths/localize";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import { splitCharges, type SplitInput } from "#core/tools/charges-split";
import { copy } from "./support/copy";
import { expect, hydrated, startUsing, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

/**
 * The charges split tool (decision 037) as a syndic uses it: a 12-lot table pasted from a
 * spreadsheet, its lift column made a special key, a lift heading on it; each lot's quarters, the
 * total equal to the budget, the .xlsx read back, the work kept over a reload, then cleared. On a
 * phone in Arabic and on a desktop in French.
 */
const floors = [
  { lots: ["G1", "G2", "G3"], shares: [60, 60, 70], lift: 0 },
  { lots: ["101", "102", "103"], shares: [80, 80, 80], lift: 1 },
  { lots: ["201", "202", "203"], shares: [90, 90, 90], lift: 2 },
  { lots: ["301", "302", "303"], shares: [100, 100, 100], lift: 3 },
];
const rows = floors.flatMap((floor) =>
  floor.lots.map((id, index) => ({ id, shares: floor.shares[index] ?? 0, lift: floor.lift })),
);

/** What the page must find: the split done here by the same arithmetic, from the same input. */
const expected = splitCharges({
  lots: rows.map(({ id, shares }) => ({ id, shares })),
  headings: [
    { id: "caretaking", amount: 1_000_000 },
    { id: "lift", amount: 123_456, keyId: "lift" },
  ],
  keys: [{ id: "lift", lots: rows.filter((r) => r.lift > 0).map((r) => ({ lotId: r.id, shares: r.lift })) }],
} satisfies SplitInput);
if (!expected.ok) throw new Error("the test's building splits");
const budget = 1_123_456;

const scenarios = [
  {
    code: "ar" as LocaleCode,
    name: "in Arabic on a 390 px phone",
    viewport: { width: 390, height: 844 },
    header: "الوحدة\tالحصص\tالمصعد",
    headings: ["الحراسة", "صيانة المصعد"],
  },
  {
    code: "fr" as LocaleCode,
    name: "in French on a desktop",
    viewport: { width: 1366, height: 900 },
    header: "Lot\tTantièmes\tAscenseur",
    headings: ["Gardiennage", "Entretien de l'ascenseur"],
  },
];

const marks = /[\u200e\u200f\u061c]/g;
const spaces = (text: string | null) => (text ?? "").replace(marks, "").replace(/[\u00a0\u202f]/g, " ");

for (const scenario of scenarios) {
  const { code } = scenario;
  const t = (key: string) => copy(code, "tools", `tools.charges.${key}`);
  const money = (centimes: number) => spaces(formatCentimes(centimes, getLocale(code).numberIntl));
  const url = localizePath("/core/tools/charges-split", code);
  const keyName = scenario.header.split("\t")[2] ?? "";

  /** The page opened, hydrated, its tool loaded, the example replaced by an empty form. */
  async function openEmpty(page: Page) {
    await page.goto(url);
    await startUsing(page);
    await page.getByRole("button", { name: t("startEmpty") }).click();
    await expect(page.getByText(t("saved"))).toBeVisible();
  }

  /** The 12 lots pasted, the lift column made a key, two headings typed, the second on the lift. */
  async function fillBuilding(page: Page) {
    await page.getByLabel(t("lots.declaredTotal")).fill("1000");
    const table = [scenario.header, ...rows.map((r) => `${r.id}\t${r.shares}\t${r.lift}`)].join("\r\n");
    await page.getByLabel(t("paste.label")).fill(table);
    await page.getByRole("button", { name: t("paste.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: "12" })).toBeVisible();
    await page.getByRole("button", { name: new RegExp(t("paste.useColumn")) }).click();
    await expect(page.getByLabel(t("keys.name"))).toHaveValue(keyName);

    await page
      .getByLabel(t("budget.name"))
      .first()
      .fill(scenario.headings[0] ?? "");
    await page.getByLabel(t("budget.amount")).first().fill("10000,00");
    await page.getByRole("button", { name: t("budget.add") }).click();
    await expect(page.getByLabel(t("budget.name")).nth(1)).toBeFocused();
    await page
      .getByLabel(t("budget.name"))
      .nth(1)
      .fill(scenario.headings[1] ?? "");
    await page.getByLabel(t("budget.amount")).nth(1).fill("1234,56");
    await page.getByLabel(t("budget.key")).nth(1).selectOption({ label: keyName });
  }

  /** Each lot's year and quarters as the split gives them, and the total equal to the budget. */
  async function checkResults(page: Page) {
    if (!expected.ok) return;
    for (const lot of expected.value.lots) {
      const row = page.locator(`tr[data-lot="${lot.lotId}"]`);
      await expect(row.locator('[data-cell="year"]')).toHaveText(money(lot.yearly), { useInnerText: true });
      const quarter = spaces(await row.locator('[data-cell="quarter"]').textContent());
      for (const amount of new Set(lot.quarterly)) expect(quarter, lot.lotId).toContain(money(amount));
      if (new Set(lot.quarterly).size === 1) expect(quarter).toBe(money(lot.quarterly[0] ?? 0));
    }
    expect(expected.value.lots.reduce((sum, lot) => sum + lot.yearly, 0)).toBe(budget);
    expect(spaces(await page.locator('[data-cell="total"]').textContent())).toBe(money(budget));
    expect(spaces(await page.locator('[data-cell="check"]').textContent())).toContain(money(budget));
  }

  test.describe(`the charges split ${scenario.name}`, () => {
    test.use({ viewport: scenario.viewport });

    test("splits a pasted 12-lot table with a lift key, exports it, keeps it over a reload, clears it", async ({
      page,
    }) => {
      await openEmpty(page);
      await fillBuilding(page);
      await checkResults(page);
      // Nothing wider than the screen: the results table scrolls within its own frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(scenario.viewport.width);
      // On a phone it says so: a line above it, a shadow on its inline end (the left in Arabic),
      // gone once it is scrolled there (decision 060). On a desktop the table fits.
      const frame = page.locator("[data-results-frame]");
      const hint = page.getByText(t("results.scrollHint"));
      const shadow = page.locator("[data-scroll-shadow]");
      if (code === "ar") {
        await expect(hint).toBeVisible();
        await expect(shadow).toBeVisible();
        const [edge, box] = [must(await shadow.boundingBox()), must(await frame.boundingBox())];
        expect(Math.abs(edge.x - box.x), "on the frame's left edge").toBeLessThanOrEqual(2);
        await frame.evaluate((element) => element.scrollTo({ left: -element.scrollWidth }));
        await expect(shadow).toHaveCount(0);
        await expect(hint).toBeVisible();
      } else {
        await expect(hint).toBeHidden();
        await expect(shadow).toHaveCount(0);
      }

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: t("actions.export") }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${t("xlsx.file")}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
        t("xlsx.results"),
        t("xlsx.budget"),
        t("xlsx.lots"),
      ]);
      const split = must(book.worksheets[0]);
      expect(split.views[0]?.rightToLeft ?? false).toBe(code === "ar");
      if (expected.ok)
        expected.value.lots.forEach((lot, index) => {
          const row = split.getRow(index + 2);
          expect(row.getCell(1).value).toBe(lot.lotId);
          expect(Math.round(Number(row.getCell(3).value) * 100)).toBe(lot.yearly);
          expect(Math.round(Number(row.getCell(4).value) * 100)).toBe(lot.quarterly[0]);
        });
      // The total is a formula, with the value it gives (issue 34 §3.7).
      expect(split.getRow(14).getCell(3).value).toEqual({ formula: "SUM(C2:C13)", result: budget / 100 });
      expect(book.worksheets[2]?.getRow(1).getCell(3).value).toBe(keyName);

      await page.reload();
      await hydrated(page);
      await expect(page.getByText(t("saved"))).toBeVisible();
      await expect(page.getByLabel(t("budget.name")).nth(1)).toHaveValue(scenario.headings[1] ?? "");
      await checkResults(page);

      await page.getByRole("button", { name: t("clear") }).click();
      await expect(page.getByText(t("cleared"))).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), CHARGES_SPLIT_KEY)).toBeNull();
      await expect(page.locator("tr[data-lot]")).toHaveCount(0);
      await page.reload();
      await startUsing(page);
      await expect(page.getByText(t("example"))).toBeVisible();
    });

    test("says what is wrong next to the field, shows no results until it is fixed, and is used by keyboard", async ({
      page,
    }) => {
      await openEmpty(page);
      await fillBuilding(page);
      const amount = page.getByLabel(t("budget.amount")).first();
      await amount.fill("-5");
      await expect(page.locator(`#${await amount.getAttribute("id")}-error`)).toHaveText(
        t("error.negative-amount"),
      );
      await expect(amount).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t("results.invalid"), { exact: false })).toBeVisible();
      await expect(page.locator("tr[data-lot]")).toHaveCount(0);
      await amount.fill("10000,00");
      await expect(page.getByText(t("results.invalid"), { exact: false })).toHaveCount(0);
      await checkResults(page);

      const total = page.getByLabel(t("lots.declaredTotal"));
      await total.fill("999");
      await expect(page.locator("#cs-declaredTotal-error")).toHaveText(t("error.shares-total-mismatch"));
      await total.fill("1000");
      await expect(page.locator("#cs-declaredTotal-error")).toHaveCount(0);

      await page.getByLabel(t("paste.label")).fill("Lot\nA1\nA2");
      await page.getByRole("button", { name: t("paste.submit") }).click();
      await expect(page.locator("#cs-paste-error")).toHaveText(t("paste.error.missing-column.shares"));
      await expect(page.locator("tr[data-lot]")).toHaveCount(12);

      // By keyboard: the add button, the new lot's name focused, Tab to its shares.
      await page.getByRole("button", { name: t("lots.add") }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.type("401");
      await page.keyboard.press("Tab");
      await page.keyboard.type("10");
      await expect(page.locator("#cs-declaredTotal-error")).toHaveText(t("error.shares-total-mismatch"));
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.locator("#cs-declaredTotal-error")).toHaveCount(0);

      expect(await wcagViolations(page)).toEqual([]);
    });
  });
}

/** A4 portrait less the print stylesheet's margins (210 mm − 2 × 18 mm), in CSS pixels at 96 per inch. */
const A4_PRINTABLE_WIDTH = Math.floor(((210 - 2 * 18) / 25.4) * 96);

for (const scenario of scenarios) {
  const { code } = scenario;
  const t = (key: string) => copy(code, "tools", `tools.charges.${key}`);
  const url = localizePath("/core/tools/charges-split", code);
  const keyName = scenario.header.split("\t")[2] ?? "";

  test(`prints the split of the 12 lots within an A4 portrait page's width, in ${code} (issue 34 §3.3)`, async ({
    page,
  }) => {
    await page.goto(url);
    await startUsing(page);
    await page.getByRole("button", { name: t("startEmpty") }).click();
    const table = [scenario.header, ...rows.map((r) => `${r.id}\t${r.shares}\t${r.lift}`)].join("\n");
    await page.getByLabel(t("paste.label")).fill(table);
    await page.getByRole("button", { name: t("paste.submit") }).click();
    await page.getByRole("button", { name: new RegExp(t("paste.useColumn")) }).click();
    await expect(page.getByLabel(t("keys.name"))).toHaveValue(keyName);
    await page
      .getByLabel(t("budget.name"))
      .first()
      .fill(scenario.headings[0] ?? "");
    await page.getByLabel(t("budget.amount")).first().fill("10000,00");
    await page.getByRole("button", { name: t("budget.add") }).click();
    await page
      .getByLabel(t("budget.name"))
      .nth(1)
      .fill(scenario.headings[1] ?? "");
    await page.getByLabel(t("budget.amount")).nth(1).fill("1234,56");
    await page.getByLabel(t("budget.key")).nth(1).selectOption({ label: keyName });
    await expect(page.locator("tr[data-lot]")).toHaveCount(12);

    // Chromium lays a printed page out at the paper's printable width.
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: A4_PRINTABLE_WIDTH, height: 1100 });
    const layout = await page.evaluate(() => {
      const frame = document.querySelector("[data-results-frame]");
      const months = [...document.querySelectorAll('[data-cell="month"]')];
      return {
        frameScroll: frame?.scrollWidth ?? 0,
        frameWidth: frame?.clientWidth ?? 0,
        pageScroll: document.documentElement.scrollWidth,
        monthsLeft: Math.min(...months.map((cell) => cell.getBoundingClientRect().left)),
        monthsRight: Math.max(...months.map((cell) => cell.getBoundingClientRect().right)),
        keyParts: document.querySelectorAll("[data-key-part]").length,
      };
    });
    expect(layout.frameScroll, "the table is no wider than its frame").toBeLessThanOrEqual(layout.frameWidth);
    expect(layout.pageScroll, "nothing is wider than the paper").toBeLessThanOrEqual(A4_PRINTABLE_WIDTH);
    expect(layout.monthsLeft).toBeGreaterThanOrEqual(0);
    expect(layout.monthsRight, "the monthly column is on the paper").toBeLessThanOrEqual(A4_PRINTABLE_WIDTH);
    // Each lot of the floors with the lift shows its part of it, on the page and so on paper.
    expect(layout.keyParts).toBe(9);
  });
}

test("downloads the workbook of 300 lots, the CSP refusing nothing (issue 34 §3.2)", async ({ page }) => {
  const t = (key: string) => copy("fr", "tools", `tools.charges.${key}`);
  const lots = Array.from({ length: 300 }, (_, index) => ({ id: `L${index + 1}`, shares: 10 + (index % 7) }));
  const split = splitCharges({
    lots: lots.map(({ id, shares }) => ({ id, shares })),
    headings: [{ id: "caretaking", amount: 12_345_678 }],
  });
  if (!split.ok) throw new Error("the test's building splits");
  await page.goto("/core/tools/charges-split");
  await startUsing(page);
  await page.getByRole("button", { name: t("startEmpty") }).click();
  const table = ["Lot\tTantièmes", ...lots.map((lot) => `${lot.id}\t${lot.shares}`)].join("\n");
  await page.getByLabel(t("paste.label")).fill(table);
  await page.getByRole("button", { name: t("paste.submit") }).click();
  await page.getByLabel(t("budget.name")).first().fill("Gardiennage");
  await page.getByLabel(t("budget.amount")).first().fill("123456,78");
  await expect(page.locator("tr[data-lot]")).toHaveCount(300);

  // A console error (a worker the CSP refuses among them) fails the test (e2e/support/fixtures.ts).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t("actions.export") }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = must(book.worksheets[0]);
  expect(sheet.rowCount).toBe(302);
  split.value.lots.forEach((lot, index) => {
    const row = sheet.getRow(index + 2);
    expect(row.getCell(1).value).toBe(lot.lotId);
    expect(Math.round(Number(row.getCell(3).value) * 100)).toBe(lot.yearly);
  });
  expect(sheet.getRow(302).getCell(3).value).toEqual({ formula: "SUM(C2:C301)", result: 123_456.78 });
});

test("the toolbox lists the charges split, and the tool's way on prefills the demo form's size", async ({
  page,
}) => {
  await page.goto("/core/tools");
  // Hydrated first, so that the link is followed inside the page: a tool reached by one of the
  // site's links is drawn at once, with no other sign of use (decision 042).
  await hydrated(page);
  await page.getByRole("link", { name: /Ouvrir l'outil.*Répartition des charges/ }).click();
  await expect(page).toHaveURL(/\/core\/tools\/charges-split$/);
  await hydrated(page);
  const cta = page.getByRole("link", { name: /Demander une démo pour vos\s4\slots/ });
  await expect(cta).toHaveAttribute("href", "/core/demo?size=4");
  await cta.click();
  await hydrated(page);
  await expect(page.locator('input[name="size"]')).toHaveValue("4");
});

test("the page runs none of the tool's code until the visitor first uses it (decision 042)", async ({
  page,
}) => {
  const t = (key: string) => copy("fr", "tools", `tools.charges.${key}`);
  const toolChunk = /\/assets\/tool-[\w-]{8}\.js$/;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/core/tools/charges-split");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(t("loading"))).toBeVisible();
  expect(
    scripts.filter((script) => toolChunk.test(script)),
    "no tool before its first use",
  ).toEqual([]);

  await page.keyboard.press("Shift");
  await expect(page.getByRole("button", { name: t("startEmpty") })).toBeVisible();
  expect(scripts.filter((script) => toolChunk.test(script))).toHaveLength(1);
});
