import type { SpecialKey } from "./charges-split";

/**
 * Lots pasted from a spreadsheet: Excel, Google Sheets and LibreOffice copy a range as lines of
 * tab-separated cells (CRLF on Windows). The first column is the lot, the second its shares,
 * unless a header row names them ("Lot", "Tantièmes", "الحصة"…), in any order.
 *
 * Numbers are read as the sheet wrote them: "1 234,5" (spaces, no-break and narrow no-break
 * spaces between thousands), "1.234,5", "1,234.5", "12,5", Arabic-Indic digits. Which of the comma
 * and the point is the decimal separator is read from the whole table (a cell with both, or one
 * not followed by exactly three digits, settles it); a table that never says ("1,250" only) takes
 * the visitor's language's separator.
 */

export type PastedLot = { id: string; shares: number; /** 1-based line of the pasted text. */ row: number };

export type PasteColumn = "lot" | "shares";

export type PasteError =
  | { code: "empty" }
  | { code: "missing-column"; column: PasteColumn }
  | { code: "not-a-number"; row: number; column: PasteColumn; value: string }
  | { code: "missing-lot"; row: number }
  | { code: "empty-row"; row: number };

/**
 * A named column besides the lot and its shares, such as each lot's shares of the lift: the page
 * asks whether it is a special key (`columnAsKey`), since a column of floor numbers looks the same.
 */
export type OtherColumn = {
  name: string;
  values: { lotId: string; row: number; raw: string; value: number | undefined }[];
};

export type PasteResult = {
  lots: PastedLot[];
  errors: PasteError[];
  hasHeader: boolean;
  decimal: "," | ".";
  otherColumns: OtherColumn[];
};

const SPACES = /[\s\u00a0\u202f\u2009\u2007']/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

const HEADER_NAMES: Record<PasteColumn, RegExp> = {
  lot: /^(lots?|n°|no\.?|num(é|e)ro|appartement|unit|flat|apartment|الرقم|رقم|القطعة|الشقة|الجزء|الوحدة|وحدة)/i,
  shares: /^(tanti(è|e)mes?|milli(è|e)mes?|quotes?[- ]?parts?|parts?\b|shares?|حصة|الحصة|الحصص|الأنصبة)/i,
};

function latinDigits(text: string): string {
  return text
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
}

function compact(cell: string): string {
  return latinDigits(cell).replace(SPACES, "");
}

/** The decimal separator a cell shows, if it settles the question. */
function separatorShown(cell: string): "," | "." | undefined {
  const text = compact(cell);
  if (!/^-?[\d.,]+$/.test(text)) return undefined;
  const last = Math.max(text.lastIndexOf(","), text.lastIndexOf("."));
  if (last === -1) return undefined;
  const mark = text[last] as "," | ".";
  const other = mark === "," ? "." : ",";
  if (text.includes(other)) return mark;
  if (text.split(mark).length > 2) return other;
  return text.length - last - 1 === 3 ? undefined : mark;
}

export function inferDecimal(cells: string[], fallback: "," | "."): "," | "." {
  for (const cell of cells) {
    const shown = separatorShown(cell);
    if (shown) return shown;
  }
  return fallback;
}

/** A number as written with `decimal`; thousands separators only between groups of three. */
export function parseNumber(cell: string, decimal: "," | "."): number | undefined {
  const text = compact(cell);
  const thousands = decimal === "," ? "\\." : ",";
  const point = decimal === "," ? "," : "\\.";
  const grouped = new RegExp(`^-?\\d{1,3}(${thousands}\\d{3})+(${point}\\d+)?$`);
  const plain = new RegExp(`^-?\\d+(${point}\\d+)?$`);
  if (!grouped.test(text) && !plain.test(text)) return undefined;
  const value = Number(text.replace(new RegExp(thousands, "g"), "").replace(decimal, "."));
  return Number.isFinite(value) ? value : undefined;
}

function unquote(cell: string): string {
  const trimmed = cell.trim();
  return /^".*"$/s.test(trimmed) ? trimmed.slice(1, -1).replace(/""/g, '"').trim() : trimmed;
}

function splitRows(text: string): string[][] {
  const lines = text.split(/\r\n|\r|\n/);
  const separator = lines.some((line) => line.includes("\t")) ? "\t" : ";";
  return lines.map((line) => line.split(separator).map(unquote));
}

const isBlank = (cells: string[]) => cells.every((cell) => cell === "");

function findColumns(header: string[] | undefined): {
  columns: Record<PasteColumn, number>;
  missing: PasteColumn[];
} {
  if (!header) return { columns: { lot: 0, shares: 1 }, missing: [] };
  const find = (column: PasteColumn) => header.findIndex((name) => HEADER_NAMES[column].test(name));
  const columns = { lot: find("lot"), shares: find("shares") };
  const missing = (["lot", "shares"] as const).filter((column) => columns[column] === -1);
  return { columns, missing };
}

/** A header is a first row whose cells after the first are not numbers, or a lone column's name. */
function looksLikeHeader(first: string[], decimal: "," | "."): boolean {
  const rest = first.slice(1).filter((cell) => cell !== "");
  if (rest.length > 0) return rest.every((cell) => parseNumber(cell, decimal) === undefined);
  const name = first[0] ?? "";
  return HEADER_NAMES.lot.test(name) || HEADER_NAMES.shares.test(name);
}

type Row = { cells: string[]; row: number };

function readLots(
  rows: Row[],
  columns: Record<PasteColumn, number>,
  decimal: "," | ".",
  errors: PasteError[],
) {
  const lots: PastedLot[] = [];
  for (const { cells, row } of rows) {
    if (isBlank(cells)) {
      errors.push({ code: "empty-row", row });
      continue;
    }
    const id = cells[columns.lot] ?? "";
    const raw = cells[columns.shares] ?? "";
    const shares = parseNumber(raw, decimal);
    if (id === "") errors.push({ code: "missing-lot", row });
    if (shares === undefined) errors.push({ code: "not-a-number", row, column: "shares", value: raw });
    if (id !== "" && shares !== undefined) lots.push({ id, shares, row });
  }
  return lots;
}

/**
 * The lots of a pasted table, and every problem with it by line number. Blank lines before and
 * after the table are ignored; a blank line inside it is an error (a range copied in two parts).
 */
export function parsePastedLots(text: string, fallbackDecimal: "," | "." = ","): PasteResult {
  const all = splitRows(text).map((cells, index) => ({ cells, row: index + 1 }));
  const first = all.findIndex((row) => !isBlank(row.cells));
  const last = all.findLastIndex((row) => !isBlank(row.cells));
  if (first === -1)
    return {
      lots: [],
      errors: [{ code: "empty" }],
      hasHeader: false,
      decimal: fallbackDecimal,
      otherColumns: [],
    };
  const rows = all.slice(first, last + 1);
  const decimal = inferDecimal(
    rows.flatMap((row) => row.cells.slice(1)),
    fallbackDecimal,
  );
  const hasHeader = looksLikeHeader(rows[0]?.cells ?? [], decimal);
  const { columns, missing } = findColumns(hasHeader ? rows[0]?.cells : undefined);
  const body = hasHeader ? rows.slice(1) : rows;
  const widest = Math.max(0, ...body.map((row) => row.cells.length));
  if (!hasHeader && widest < 2) missing.push("shares");
  if (missing.length > 0) {
    return {
      lots: [],
      errors: missing.map((column) => ({ code: "missing-column", column })),
      hasHeader,
      decimal,
      otherColumns: [],
    };
  }
  const errors: PasteError[] = [];
  const lots = readLots(body, columns, decimal, errors);
  if (body.length === 0) errors.push({ code: "empty" });
  const otherColumns = hasHeader ? otherColumnsOf(rows[0]?.cells ?? [], body, columns, decimal) : [];
  return { lots, errors, hasHeader, decimal, otherColumns };
}

function otherColumnsOf(
  header: string[],
  body: Row[],
  columns: Record<PasteColumn, number>,
  decimal: "," | ".",
): OtherColumn[] {
  const rows = body.filter(({ cells }) => (cells[columns.lot] ?? "") !== "");
  return header.flatMap((name, index) =>
    name === "" || index === columns.lot || index === columns.shares
      ? []
      : [
          {
            name,
            values: rows.map(({ cells, row }) => {
              const raw = cells[index] ?? "";
              return { lotId: cells[columns.lot] ?? "", row, raw, value: parseNumber(raw, decimal) };
            }),
          },
        ],
  );
}

/** A column as a special key: the lots with a number other than zero in it bear the key. */
export function columnAsKey(column: OtherColumn, id: string): SpecialKey {
  return {
    id,
    lots: column.values.flatMap(({ lotId, value }) =>
      value !== undefined && value !== 0 ? [{ lotId, shares: value }] : [],
    ),
  };
}
