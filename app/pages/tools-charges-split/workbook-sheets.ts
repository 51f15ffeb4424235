import type { Cell, Row, Sheet } from "write-excel-file/browser";
import type { SplitInput, SplitResult } from "#core/tools/charges-split";
import { extraCentimes, lotsTotal } from "#core/tools/charges-split-form";
import { headerCell, MAD_FORMAT } from "#core/tools/sheet-cells";
import type { Translate } from "#app/i18n/use-t";
import type { Names } from "./results";

/** What the workbook holds: the split, the budget, the lots and their keys. */
export type WorkbookData = { result: SplitResult; input: SplitInput; names: Names };

const SHARES = "#,##0.######";
const mad = (centimes: number, bold = false): Cell => ({
  value: centimes / 100,
  type: Number,
  format: MAD_FORMAT,
  ...(bold && { fontWeight: "bold" as const }),
});
const text = (value: string, bold = false): Cell => ({ value, ...(bold && { fontWeight: "bold" as const }) });

function resultsSheet(t: Translate, { result, input, names }: WorkbookData): Row[] {
  const extra = extraCentimes(result);
  const shares = new Map(input.lots.map((lot) => [lot.id, lot.shares]));
  const quarters = [1, 2, 3, 4].map((n) => t("tools.charges.period.quarter", { number: n }));
  const months = Array.from({ length: 12 }, (_, i) => t("tools.charges.period.month", { number: i + 1 }));
  const head = [
    t("tools.charges.results.lot"),
    t("tools.charges.results.shares"),
    t("tools.charges.results.year"),
    ...quarters,
    ...months,
    t("tools.charges.xlsx.extra"),
  ].map(headerCell);
  const rows = result.lots.map((lot): Row => [
    text(lot.lotId),
    { value: shares.get(lot.lotId) ?? 0, type: Number, format: SHARES },
    mad(lot.yearly, true),
    ...lot.quarterly.map((amount) => mad(amount)),
    ...lot.monthly.map((amount) => mad(amount)),
    text((extra.get(lot.lotId) ?? []).map((id) => names.headings.get(id) ?? id).join(", ")),
  ]);
  const sum = (pick: (lot: SplitResult["lots"][number]) => number) =>
    result.lots.reduce((total, lot) => total + pick(lot), 0);
  const total: Row = [
    text(t("tools.charges.results.total"), true),
    null,
    mad(lotsTotal(result), true),
    ...[0, 1, 2, 3].map((q) =>
      mad(
        sum((lot) => lot.quarterly[q] ?? 0),
        true,
      ),
    ),
    ...Array.from({ length: 12 }, (_, m) =>
      mad(
        sum((lot) => lot.monthly[m] ?? 0),
        true,
      ),
    ),
    null,
  ];
  return [head, ...rows, total];
}

function budgetSheet(t: Translate, { result, names }: WorkbookData): Row[] {
  const head = [
    t("tools.charges.budget.name"),
    t("tools.charges.budget.key"),
    t("tools.charges.budget.amount"),
  ];
  const rows = result.headings.map((heading): Row => [
    text(names.headings.get(heading.headingId) ?? heading.headingId),
    text(heading.keyId ? (names.keys.get(heading.keyId) ?? "") : t("tools.charges.budget.general")),
    mad(heading.amount),
  ]);
  const total = result.headings.reduce((sum, heading) => sum + heading.amount, 0);
  return [
    head.map(headerCell),
    ...rows,
    [text(t("tools.charges.results.total"), true), null, mad(total, true)],
  ];
}

function lotsSheet(t: Translate, { input, names }: WorkbookData): Row[] {
  const keys = input.keys ?? [];
  const head = [
    t("tools.charges.lots.name"),
    t("tools.charges.lots.shares"),
    ...keys.map((key) => names.keys.get(key.id) ?? key.id),
  ];
  const rows = input.lots.map((lot): Row => [
    text(lot.id),
    { value: lot.shares, type: Number, format: SHARES },
    ...keys.map((key): Cell => {
      const entry = key.lots.find((candidate) => candidate.lotId === lot.id);
      return entry ? { value: entry.shares, type: Number, format: SHARES } : null;
    }),
  ]);
  return [head.map(headerCell), ...rows];
}

/** The three sheets, right to left in a right-to-left language, their first row frozen. */
export function workbookSheets(t: Translate, data: WorkbookData, rightToLeft: boolean): Sheet<Blob>[] {
  const common = { rightToLeft, stickyRowsCount: 1 };
  return [
    {
      ...common,
      sheet: t("tools.charges.xlsx.results"),
      data: resultsSheet(t, data),
      columns: [{ width: 14 }, { width: 11 }, { width: 14 }, ...Array(16).fill({ width: 12 }), { width: 30 }],
    },
    {
      ...common,
      sheet: t("tools.charges.xlsx.budget"),
      data: budgetSheet(t, data),
      columns: [{ width: 34 }, { width: 30 }, { width: 18 }],
    },
    {
      ...common,
      sheet: t("tools.charges.xlsx.lots"),
      data: lotsSheet(t, data),
      columns: [{ width: 14 }, { width: 12 }, ...(data.input.keys ?? []).map(() => ({ width: 16 }))],
    },
  ];
}
