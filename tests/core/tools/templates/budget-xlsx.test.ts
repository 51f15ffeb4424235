import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { budgetCopy } from "#core/tools/templates/budget-copy";
import { budgetRows, budgetXlsx, decreeFormula } from "#core/tools/templates/budget-xlsx";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

/** The template as the build writes it, read back with exceljs. */
async function open(language: "fr" | "ar") {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await budgetXlsx(language)) as unknown as ArrayBuffer);
  return book;
}

/** Where each label of column A is: its row number. */
function rowsByLabel(sheet: ExcelJS.Worksheet): Map<string, number> {
  const rows = new Map<string, number>();
  sheet.eachRow((row, number) => {
    const value = row.getCell(1).value;
    if (typeof value === "string") rows.set(value, number);
  });
  return rows;
}

describe("the yearly budget template (.xlsx)", () => {
  for (const language of ["fr", "ar"] as const) {
    const copy = budgetCopy[language];

    it(`names its sheets and holds every heading of the budget in ${language}`, async () => {
      const book = await open(language);
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual([copy.sheet, copy.notesSheet]);
      const sheet = must(book.getWorksheet(copy.sheet));
      const labels = rowsByLabel(sheet);
      for (const label of [copy.title, copy.total, copy.quarter, ...copy.fields])
        expect(labels.has(label), label).toBe(true);
      for (const group of copy.groups) {
        for (const label of [group.title, group.subtotal, ...group.lines])
          expect(labels.has(label), label).toBe(true);
      }
      const header = must(labels.get(copy.columns[0]));
      expect(sheet.getRow(header).values).toEqual([undefined, ...copy.columns]);
      expect(sheet.getRow(header).getCell(1).font?.bold).toBe(true);
      expect(must(book.getWorksheet(copy.notesSheet)).getRow(2).getCell(1).value).toBe(copy.notes[0]);
    });

    it(`totals each group, the budget and the quarter with formulas in ${language}`, async () => {
      const sheet = must((await open(language)).getWorksheet(copy.sheet));
      const labels = rowsByLabel(sheet);
      const subtotals = copy.groups.map((group) => {
        const first = must(labels.get(must(group.lines[0])));
        const last = must(labels.get(must(group.lines.at(-1))));
        const row = must(labels.get(group.subtotal));
        expect(row).toBe(last + 1);
        for (const column of ["B", "C"]) {
          const cell = sheet.getCell(`${column}${row}`);
          expect(cell.formula).toBe(`SUM(${column}${first}:${column}${last})`);
          expect(cell.numFmt).toBe("#,##0.00");
        }
        return row;
      });
      const total = must(labels.get(copy.total));
      expect(sheet.getCell(`B${total}`).formula).toBe(subtotals.map((row) => `B${row}`).join("+"));
      expect(sheet.getCell(`C${total}`).formula).toBe(subtotals.map((row) => `C${row}`).join("+"));
      expect(sheet.getCell(`B${must(labels.get(copy.quarter))}`).formula).toBe(`ROUND(B${total}/4,2)`);
      expect(budgetRows(language).total).toBe(total);
      const workbookXml = strFromU8(must(unzipSync(await budgetXlsx(language))["xl/workbook.xml"]));
      expect(workbookXml).toContain('<calcPr fullCalcOnLoad="1"/>');
      // The amounts to type are empty cells already formatted as amounts.
      expect(sheet.getCell(`B${must(labels.get(must(copy.groups[0].lines[0])))}`).numFmt).toBe("#,##0.00");
    });
  }

  it("is right to left in Arabic only, both sheets", async () => {
    const ar = await open("ar");
    expect(ar.worksheets.map((sheet) => sheet.views[0]?.rightToLeft)).toEqual([true, true]);
    const fr = await open("fr");
    expect(fr.worksheets.map((sheet) => (sheet.views ?? [])[0]?.rightToLeft ?? false)).toEqual([
      false,
      false,
    ]);
  });

  it("prints each sheet on A4, as wide as the page, its headings on two lines", async () => {
    for (const language of ["fr", "ar"] as const) {
      const book = await open(language);
      for (const sheet of book.worksheets) {
        expect(sheet.pageSetup, sheet.name).toMatchObject({
          paperSize: 9,
          fitToPage: true,
          fitToWidth: 1,
          fitToHeight: 0,
        });
      }
      const budget = must(book.getWorksheet(budgetCopy[language].sheet));
      expect(budget.getRow(6).height).toBe(32);
    }
  });

  it("says the decree's model budget was not found, and claims none", async () => {
    for (const language of ["fr", "ar"] as const) {
      const sheet = must((await open(language)).getWorksheet(budgetCopy[language].sheet));
      expect(sheet.getCell("A4").value).toBe(budgetCopy[language].caveat);
      expect(budgetCopy[language].caveat).toContain("2.23.700");
    }
    expect(budgetCopy.fr.caveat).toContain("n'a pas été trouvé");
    expect(budgetCopy.fr.caveat).toContain("Selon la presse");
  });

  it("says under the total what the decree asks of a budget of that size, as the press reports it", async () => {
    for (const language of ["fr", "ar"] as const) {
      const copy = budgetCopy[language];
      const sheet = must((await open(language)).getWorksheet(copy.sheet));
      const labels = rowsByLabel(sheet);
      const total = must(labels.get(copy.total));
      const row = must(labels.get(copy.decree.label));
      expect(row).toBe(must(labels.get(copy.quarter)) + 1);
      const formula = String(sheet.getCell(`B${row}`).formula);
      expect(formula).toBe(decreeFormula(copy, language, `B${total}`));
      expect(formula).toMatch(
        new RegExp(`^IF\\(B${total}>1000000,".+",IF\\(B${total}>200000,".+",".+"\\)\\)$`),
      );
      // Each text a formula holds stays within a spreadsheet's 255 characters.
      for (const text of formula.match(/"(?:[^"]|"")*"/g) ?? [])
        expect(text.length - 2).toBeLessThanOrEqual(255);
      expect(formula).toContain(copy.decree.obligations.auditor);
      expect(formula).toContain(copy.decree.obligations["some-annexes"]);
    }
    expect(budgetCopy.fr.decree.label).toContain("tel que la presse le rapporte");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the same bytes whenever it is made", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-01T08:00:00Z"));
    const a = await budgetXlsx("fr");
    vi.setSystemTime(new Date("2031-11-30T22:59:59Z"));
    const b = await budgetXlsx("fr");
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
