import writeXlsxFile, { type Cell, type Row, type Sheet } from "write-excel-file/node";
import { decreeBands, type DecreeObligation } from "../decree-2-23-700";
import { budgetCopy, type BudgetCopy } from "./budget-copy";
import { getLocale } from "#core/i18n/locales";
import type { TemplateLanguage } from "./languages";
import { restampZip } from "./zip";
import { headerCell, MAD_FORMAT } from "../sheet-cells";

/** The columns of the amounts: this year's budget, last year's actual spending. */
const AMOUNT_COLUMNS = ["B", "C"] as const;

const bold = (value: string): Cell => ({ value, fontWeight: "bold" });
/** A column's head, on two lines: the amounts' headings wrap in their columns. */
const header = (value: string): Cell => ({ ...headerCell(value), height: 32 });
/** A formula as the file stores it: without the "=" a spreadsheet shows before it. */
const formula = (value: string): Cell => ({ value, type: "Formula", format: MAD_FORMAT, fontWeight: "bold" });
/** An amount for the syndic to type: empty, already in the amounts' format. */
const amount: Cell = { type: Number, format: MAD_FORMAT };

/** How a language separates the items of a list in a sentence. */
const listSeparator = (language: TemplateLanguage) =>
  getLocale(language).script === "arabic" ? "؛ " : " ; ";

/**
 * What decree 2.23.700 asks of a budget whose total is in `cell`, as the press reports it
 * (core/tools/decree-2-23-700.ts): one text per band of budget, chosen by the spreadsheet.
 */
export function decreeFormula(copy: BudgetCopy, language: TemplateLanguage, cell: string): string {
  const text = (obligations: readonly DecreeObligation[]) =>
    `"${obligations
      .map((id) => copy.decree.obligations[id])
      .join(listSeparator(language))
      .replaceAll('"', '""')}"`;
  const bands = decreeBands();
  // Each band wraps the smaller ones: IF(total>1000000,…,IF(total>200000,…,…)).
  return bands
    .slice(1)
    .reduce(
      (otherwise, band) => `IF(${cell}>${band.above},${text(band.obligations)},${otherwise})`,
      text(bands[0]?.obligations ?? []),
    );
}

/**
 * The budget sheet's rows, and where the totals are: each group's lines, its subtotal summing
 * them, the budget's total adding the subtotals, the quarterly call (the total over four), and
 * what decree 2.23.700 asks of a budget of that total, as the press reports it.
 * Row numbers are counted as the rows are laid out, so the formulas follow the headings.
 */
export function budgetRows(language: TemplateLanguage): { rows: Row[]; total: number } {
  const copy = budgetCopy[language];
  const rows: Row[] = [
    [{ value: copy.title, fontWeight: "bold", fontSize: 14 }],
    [bold(copy.fields[0]), null],
    [bold(copy.fields[1]), null],
    [{ value: copy.caveat, wrap: true, columnSpan: 4, height: 48 }, null, null, null],
    [],
    copy.columns.map(header),
  ];
  const subtotals: number[] = [];
  for (const group of copy.groups) {
    rows.push([bold(group.title)]);
    const first = rows.length + 1;
    for (const line of group.lines) rows.push([line, amount, amount, null]);
    const last = rows.length;
    rows.push([bold(group.subtotal), ...AMOUNT_COLUMNS.map((c) => formula(`SUM(${c}${first}:${c}${last})`))]);
    subtotals.push(rows.length);
  }
  rows.push([]);
  rows.push([
    bold(copy.total),
    ...AMOUNT_COLUMNS.map((c) => formula(`${subtotals.map((row) => `${c}${row}`).join("+")}`)),
  ]);
  const total = rows.length;
  rows.push([bold(copy.quarter), formula(`ROUND(B${total}/4,2)`)]);
  rows.push([
    { value: copy.decree.label, fontWeight: "bold", wrap: true },
    { value: decreeFormula(copy, language, `B${total}`), type: "Formula" },
  ]);
  return { rows, total };
}

/**
 * Each sheet printed on A4, as wide as the page and as long as it needs: a syndic prints the budget
 * for the meeting, and its columns must not fall onto pages of their own. (`sheetPr` must be the
 * sheet's first element, `pageMargins` and `pageSetup` come after the merged cells, at its end.)
 */
const fitToPageWidth = (sheet: string) =>
  sheet
    .replace(/(<worksheet\b[^>]*>)/, '$1<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>')
    .replace(
      "</worksheet>",
      '<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
        '<pageSetup paperSize="9" fitToWidth="1" fitToHeight="0"/></worksheet>',
    );

/**
 * The yearly forecast budget as an .xlsx: the budget sheet, then a sheet of notes (who fills it
 * in, when, the rules and their articles, and what was not found). Right to left in Arabic. The
 * file is zipped again with fixed dates, so that two builds give the same bytes.
 */
export async function budgetXlsx(language: TemplateLanguage): Promise<Uint8Array> {
  const copy = budgetCopy[language];
  const rightToLeft = getLocale(language).dir === "rtl";
  const sheets: Sheet<Buffer>[] = [
    {
      data: budgetRows(language).rows,
      sheet: copy.sheet,
      columns: [{ width: 52 }, { width: 22 }, { width: 26 }, { width: 36 }],
      rightToLeft,
    },
    {
      data: [[bold(copy.title)], ...copy.notes.map((note): Row => [{ value: note, wrap: true }])],
      sheet: copy.notesSheet,
      columns: [{ width: 100 }],
      rightToLeft,
    },
  ];
  const buffer = await writeXlsxFile(sheets, { fontFamily: "Arial", fontSize: 11 }).toBuffer();
  // The formulas carry no computed value: the spreadsheet is asked to compute them all on opening.
  return restampZip(new Uint8Array(buffer), (name, text) =>
    name === "xl/workbook.xml"
      ? text.replace("<calcPr/>", '<calcPr fullCalcOnLoad="1"/>')
      : name.startsWith("xl/worksheets/")
        ? fitToPageWidth(text)
        : text,
  );
}
