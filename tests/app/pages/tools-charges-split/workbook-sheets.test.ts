import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { LocaleCode } from "#core/i18n/locales";
import { getLocale } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { readForm, type ToolState } from "#core/tools/charges-split-form";
import { xlsxBytes, xlsxFiles } from "#core/tools/xlsx";
import { workbookSheets, type WorkbookData } from "#app/pages/tools-charges-split/workbook-sheets";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

/** The workbook the tool writes (core/tools/xlsx.ts), read back with exceljs. */
const state: ToolState = {
  version: 1,
  headings: [
    { uid: "h1", name: "Gardiennage", amount: "1000", keyUid: "" },
    { uid: "h2", name: "Ascenseur", amount: "100", keyUid: "k1" },
  ],
  lots: [
    { uid: "l1", name: "A1", shares: "1" },
    { uid: "l2", name: "A2", shares: "1" },
    { uid: "l3", name: "A3", shares: "1" },
  ],
  declaredTotal: "3",
  keys: [{ uid: "k1", name: "Lift", declaredTotal: "3", shares: { l2: "1", l3: "2" } }],
};

function data(form: ToolState = state): WorkbookData {
  const { result, input } = readForm(form, "fr");
  if (!result) throw new Error("the form is valid");
  return {
    result,
    input,
    names: {
      headings: new Map([
        ["h1", "Gardiennage"],
        ["h2", "Ascenseur"],
      ]),
      keys: new Map([["k1", "Lift"]]),
    },
  };
}

async function workbook(code: LocaleCode) {
  const t = createTranslator(getLocale(code), loadMessages(code, ["tools"]));
  const bytes = xlsxBytes(workbookSheets(t, data(), code === "ar"));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer);
  return { book, t };
}

describe("the charges split workbook", () => {
  it("holds the split, the budget and the lots with their keys, amounts as numbers to the centime", async () => {
    const { book } = await workbook("fr");
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Répartition", "Budget", "Lots et clés"]);
    const split = must(book.getWorksheet("Répartition"));
    expect(split.getRow(1).values).toEqual(
      expect.arrayContaining([
        "Lot",
        "Tantièmes",
        "Par an",
        "T1",
        "T4",
        "mois 12",
        "Centimes d'arrondi reçus",
      ]),
    );
    expect(split.getRow(1).getCell(1).font?.bold).toBe(true);
    const years = [2, 3, 4].map((row) => split.getRow(row).getCell(3).value);
    expect(years).toEqual([333.34, 366.66, 400]);
    expect(split.getRow(2).getCell(3).numFmt).toBe("#,##0.00");
    expect(split.getRow(2).getCell(21).value).toBe("Gardiennage");
    expect(split.getRow(4).getCell(21).value).toBe("Ascenseur");
    expect(split.views[0]?.rightToLeft ?? false).toBe(false);
    expect(split.views[0]?.state).toBe("frozen");
    const lots = must(book.getWorksheet("Lots et clés"));
    expect(lots.getRow(1).values).toEqual([undefined, "Lot", "Tantièmes", "Lift"]);
    expect(lots.getRow(2).getCell(3).value).toBeNull();
    expect(lots.getRow(4).getCell(3).value).toBe(2);
    expect(lots.getRow(5).getCell(2).value).toEqual({ formula: "SUM(B2:B4)", result: 3 });
    const budget = must(book.getWorksheet("Budget"));
    expect(budget.getRow(3).values).toEqual([undefined, "Ascenseur", "Lift", 100]);
  });

  it("writes every total as a formula with the value it gives (issue 34 §3.7)", async () => {
    const { book } = await workbook("fr");
    const split = must(book.getWorksheet("Répartition"));
    expect(split.getRow(5).getCell(3).value).toEqual({ formula: "SUM(C2:C4)", result: 1100 });
    // The first quarter and the last month: 83.34 + 91.67 + 100, and 27.77 + 30.55 + 33.33.
    expect(split.getRow(5).getCell(4).value).toEqual({ formula: "SUM(D2:D4)", result: 275.01 });
    expect(split.getRow(5).getCell(19).value).toEqual({ formula: "SUM(S2:S4)", result: 91.65 });
    expect(split.getRow(5).getCell(3).font?.bold).toBe(true);
    const budget = must(book.getWorksheet("Budget"));
    expect(budget.getRow(4).getCell(3).value).toEqual({ formula: "SUM(C2:C3)", result: 1100 });
  });

  it("gives each lot's part of a special key in a column of its own, and its total (issue 34 §3.7)", async () => {
    const { book } = await workbook("fr");
    const split = must(book.getWorksheet("Répartition"));
    expect(split.getRow(1).getCell(20).value).toBe("Dont Lift");
    expect([2, 3, 4].map((row) => split.getRow(row).getCell(20).value)).toEqual([null, 33.33, 66.67]);
    expect(split.getRow(5).getCell(20).value).toEqual({ formula: "SUM(T2:T4)", result: 100 });
  });

  it("writes 300 lots on this thread, though its sheet is past the size the old library zipped in a worker", () => {
    const lots = Array.from({ length: 300 }, (_, i) => ({ uid: `l${i}`, name: `L${i + 1}`, shares: "1" }));
    const big: ToolState = {
      ...state,
      lots,
      declaredTotal: "300",
      keys: [],
      headings: [must(state.headings[0])],
    };
    const t = createTranslator(getLocale("fr"), loadMessages("fr", ["tools"]));
    const sheets = workbookSheets(t, data(big), false);
    // fflate's zip() deflates a file of 160,000 bytes or more in a worker made from a blob: URL.
    expect(must(xlsxFiles(sheets)["xl/worksheets/sheet1.xml"]).length).toBeGreaterThan(160_000);
    const bytes = xlsxBytes(sheets);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it("is right to left in Arabic, its headings in Arabic", async () => {
    const { book } = await workbook("ar");
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["التوزيع", "الميزانية", "الوحدات والمفاتيح"]);
    for (const sheet of book.worksheets) expect(sheet.views[0]?.rightToLeft, sheet.name).toBe(true);
    expect(book.worksheets[0]?.getRow(1).getCell(4).value).toBe("الربع 1");
  });
});
