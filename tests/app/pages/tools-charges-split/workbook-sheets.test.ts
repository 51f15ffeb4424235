import ExcelJS from "exceljs";
import writeXlsxFile, { type Sheet } from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import type { LocaleCode } from "#core/i18n/locales";
import { getLocale } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { readForm, type ToolState } from "#core/tools/charges-split-form";
import { workbookSheets, type WorkbookData } from "#app/pages/tools-charges-split/workbook-sheets";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

/** The workbook the tool writes, written here by the library's Node build and read back with exceljs. */
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

function data(): WorkbookData {
  const { result, input } = readForm(state, ",");
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
  const sheets = workbookSheets(t, data(), code === "ar") as unknown as Sheet<Buffer>[];
  const buffer = await writeXlsxFile(sheets).toBuffer();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
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
    expect(split.getRow(5).getCell(3).value).toBe(1100);
    expect(split.getRow(2).getCell(20).value).toBe("Gardiennage");
    expect(split.getRow(4).getCell(20).value).toBe("Ascenseur");
    expect(split.views[0]?.rightToLeft ?? false).toBe(false);
    const lots = must(book.getWorksheet("Lots et clés"));
    expect(lots.getRow(1).values).toEqual([undefined, "Lot", "Tantièmes", "Lift"]);
    expect(lots.getRow(2).getCell(3).value).toBeNull();
    expect(lots.getRow(4).getCell(3).value).toBe(2);
    const budget = must(book.getWorksheet("Budget"));
    expect(budget.getRow(3).values).toEqual([undefined, "Ascenseur", "Lift", 100]);
  });

  it("is right to left in Arabic, its headings in Arabic", async () => {
    const { book } = await workbook("ar");
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["التوزيع", "الميزانية", "الوحدات والمفاتيح"]);
    for (const sheet of book.worksheets) expect(sheet.views[0]?.rightToLeft, sheet.name).toBe(true);
    expect(book.worksheets[0]?.getRow(1).getCell(4).value).toBe("الربع 1");
  });
});
