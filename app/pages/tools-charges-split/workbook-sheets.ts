import type { SplitInput, SplitResult } from "#core/tools/charges-split";
import { extraCentimes, keyAmounts, keysWithHeadings } from "#core/tools/charges-split-form";
import { columnName, type XlsxCell, type XlsxSheet } from "#core/tools/xlsx";
import type { Translate } from "#app/i18n/use-t";
import type { Names } from "./results";

/** What the workbook holds: the split, the budget, the lots and their keys. */
export type WorkbookData = { result: SplitResult; input: SplitInput; names: Names };

const mad = (centimes: number, bold = false): XlsxCell => ({
  number: centimes / 100,
  style: bold ? "mad-bold" : "mad",
});
const text = (value: string, bold = false): XlsxCell => ({
  text: value,
  ...(bold && { style: "bold" as const }),
});
const header = (value: string): XlsxCell => ({ text: value, style: "header" });
const shares = (value: number): XlsxCell => ({ number: value, style: "shares" });

/**
 * A total row's cell: the formula that sums its column's rows from `first` to `last` (1-based), and
 * the value it gives, so the file shows it before any calculation.
 */
function sum(
  column: number,
  first: number,
  last: number,
  value: number,
  style: "mad-bold" | "shares",
): XlsxCell {
  const name = columnName(column);
  return { formula: `SUM(${name}${first}:${name}${last})`, value, style };
}

/** The sum of a list of centimes, in dirhams, as a spreadsheet's SUM of the amounts gives it. */
const dirhams = (centimes: number[]) => centimes.reduce((total, amount) => total + amount, 0) / 100;

function resultsSheet(t: Translate, { result, input, names }: WorkbookData): XlsxCell[][] {
  const extra = extraCentimes(result);
  const byKey = keyAmounts(result);
  const keys = keysWithHeadings(result, input);
  const lotShares = new Map(input.lots.map((lot) => [lot.id, lot.shares]));
  const quarters = [1, 2, 3, 4].map((n) => t("tools.charges.period.quarter", { number: n }));
  const months = Array.from({ length: 12 }, (_, i) => t("tools.charges.period.month", { number: i + 1 }));
  const head = [
    t("tools.charges.results.lot"),
    t("tools.charges.results.shares"),
    t("tools.charges.results.year"),
    ...quarters,
    ...months,
    ...keys.map((id) => t("tools.charges.xlsx.keyColumn", { key: names.keys.get(id) ?? id })),
    t("tools.charges.xlsx.extra"),
  ].map(header);
  const keyAmount = (lotId: string, keyId: string) => byKey.get(lotId)?.get(keyId);
  const rows = result.lots.map((lot): XlsxCell[] => [
    text(lot.lotId),
    shares(lotShares.get(lot.lotId) ?? 0),
    mad(lot.yearly, true),
    ...lot.quarterly.map((amount) => mad(amount)),
    ...lot.monthly.map((amount) => mad(amount)),
    ...keys.map((keyId) => {
      const amount = keyAmount(lot.lotId, keyId);
      return amount === undefined ? null : mad(amount);
    }),
    text((extra.get(lot.lotId) ?? []).map((id) => names.headings.get(id) ?? id).join(", ")),
  ]);
  const first = 2;
  const last = result.lots.length + 1;
  const columns: number[][] = [
    result.lots.map((lot) => lot.yearly),
    ...[0, 1, 2, 3].map((q) => result.lots.map((lot) => lot.quarterly[q] ?? 0)),
    ...Array.from({ length: 12 }, (_, m) => result.lots.map((lot) => lot.monthly[m] ?? 0)),
    ...keys.map((keyId) => result.lots.map((lot) => keyAmount(lot.lotId, keyId) ?? 0)),
  ];
  const total: XlsxCell[] = [
    text(t("tools.charges.results.total"), true),
    null,
    // Column C onwards: the year, the quarters, the months, each key's part.
    ...columns.map((amounts, index) => sum(index + 3, first, last, dirhams(amounts), "mad-bold")),
    null,
  ];
  return [head, ...rows, total];
}

function budgetSheet(t: Translate, { result, names }: WorkbookData): XlsxCell[][] {
  const head = [
    t("tools.charges.budget.name"),
    t("tools.charges.budget.key"),
    t("tools.charges.budget.amount"),
  ].map(header);
  const rows = result.headings.map((heading): XlsxCell[] => [
    text(names.headings.get(heading.headingId) ?? heading.headingId),
    text(heading.keyId ? (names.keys.get(heading.keyId) ?? "") : t("tools.charges.budget.general")),
    mad(heading.amount),
  ]);
  const amounts = result.headings.map((heading) => heading.amount);
  return [
    head,
    ...rows,
    [
      text(t("tools.charges.results.total"), true),
      null,
      sum(3, 2, rows.length + 1, dirhams(amounts), "mad-bold"),
    ],
  ];
}

function lotsSheet(t: Translate, { input, names }: WorkbookData): XlsxCell[][] {
  const keys = input.keys ?? [];
  const head = [
    t("tools.charges.lots.name"),
    t("tools.charges.lots.shares"),
    ...keys.map((key) => names.keys.get(key.id) ?? key.id),
  ].map(header);
  const rows = input.lots.map((lot): XlsxCell[] => [
    text(lot.id),
    shares(lot.shares),
    ...keys.map((key): XlsxCell => {
      const entry = key.lots.find((candidate) => candidate.lotId === lot.id);
      return entry ? shares(entry.shares) : null;
    }),
  ]);
  const exact = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6;
  const total: XlsxCell[] = [
    text(t("tools.charges.results.total"), true),
    sum(2, 2, rows.length + 1, exact(input.lots.map((lot) => lot.shares)), "shares"),
    ...keys.map((key, index) =>
      sum(index + 3, 2, rows.length + 1, exact(key.lots.map((entry) => entry.shares)), "shares"),
    ),
  ];
  return [head, ...rows, total];
}

/**
 * The three sheets, right to left in a right-to-left language, their first row frozen; every total
 * a formula with its value (decision 052).
 */
export function workbookSheets(t: Translate, data: WorkbookData, rightToLeft: boolean): XlsxSheet[] {
  const common = { rightToLeft, frozenRows: 1 };
  const keyColumns = keysWithHeadings(data.result, data.input).map(() => 16);
  return [
    {
      ...common,
      name: t("tools.charges.xlsx.results"),
      rows: resultsSheet(t, data),
      widths: [14, 11, 14, ...Array<number>(16).fill(12), ...keyColumns, 30],
    },
    {
      ...common,
      name: t("tools.charges.xlsx.budget"),
      rows: budgetSheet(t, data),
      widths: [34, 30, 18],
    },
    {
      ...common,
      name: t("tools.charges.xlsx.lots"),
      rows: lotsSheet(t, data),
      widths: [14, 12, ...(data.input.keys ?? []).map(() => 16)],
    },
  ];
}
