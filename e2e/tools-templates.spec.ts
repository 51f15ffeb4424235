import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import type { LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { budgetCopy } from "#core/tools/templates/budget-copy";
import { templateFiles, templateUrl } from "#core/tools/templates/files";
import { minutesCopy } from "#core/tools/templates/minutes-copy";
import { copy } from "./support/copy";
import { expect, test } from "./support/fixtures";

/**
 * The templates page (decision 041) as a syndic uses it: each template downloaded from the page the
 * real server sends, in Arabic on a phone and in French on a laptop; each file opens (a zip of the
 * stated size, its content in its language), the page passes axe and never scrolls sideways.
 */
const scenarios = [
  { code: "ar" as LocaleCode, name: "in Arabic on a 390 px phone", viewport: { width: 390, height: 844 } },
  { code: "fr" as LocaleCode, name: "in French on a 1366 px laptop", viewport: { width: 1366, height: 900 } },
];

for (const { code, name, viewport } of scenarios) {
  const t = (key: string) => copy(code, "tools", `tools.templates.${key}`);

  test.describe(`/core/tools/templates ${name}`, () => {
    test.use({ viewport });

    test("downloads every template, each opening as the file it says it is", async ({ page }) => {
      await page.goto(localizePath("/core/tools/templates", code));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
      for (const file of templateFiles) {
        const link = page.locator(`a[href="${templateUrl(file)}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toContainText(t(`language.${file.language}`));
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe(file.name);
        const bytes = await readFile(await download.path());
        expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
        const stated = (await link.textContent()) ?? "";
        expect(stated.replace(/[\u00a0\u202f]/g, " ")).toContain(`${Math.ceil(bytes.length / 1000)} `);
        if (file.format === "docx") {
          const document = strFromU8(
            unzipSync(new Uint8Array(bytes))["word/document.xml"] ?? new Uint8Array(),
          );
          expect(document).toContain(minutesCopy[file.language].attendance.title);
          expect(document.includes("<w:bidi/>")).toBe(file.language === "ar");
        } else {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(bytes as unknown as ArrayBuffer);
          const sheet = book.getWorksheet(budgetCopy[file.language].sheet);
          expect((sheet?.views ?? [])[0]?.rightToLeft ?? false).toBe(file.language === "ar");
        }
      }
    });

    test("is a card of the toolbox's index", async ({ page }) => {
      await page.goto(localizePath("/core/tools", code));
      await page.locator(`main a[href="${localizePath("/core/tools/templates", code)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/core/tools/templates", code)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
    });

    test("passes axe, fits the screen's width and leads on to the demo form", async ({ page }) => {
      await page.goto(localizePath("/core/tools/templates", code));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await expect(page.locator(`main a[href="${localizePath("/core/demo", code)}"]`).last()).toBeVisible();
    });
  });
}
