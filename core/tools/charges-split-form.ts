import {
  splitCharges,
  type Heading,
  type Lot,
  type SpecialKey,
  type SplitErrorCode,
  type SplitInput,
  type SplitResult,
} from "./charges-split";
import { inferDecimal, parseNumber } from "./paste-table";

/**
 * The charges split tool's form, as the visitor types it (every value a text), and its reading
 * into the split's input (core/tools/charges-split.ts). Rows carry a `uid` that never changes, so
 * each field keeps its id, its error and its key shares when rows are added, removed or renamed.
 * A row left wholly blank does not count: a new row shows no error until something is typed in it.
 */

export type HeadingRow = {
  uid: string;
  name: string;
  amount: string;
  /** "" for the general shares. */ keyUid: string;
};
export type LotRow = { uid: string; name: string; shares: string };
/** A special key (lift, staircase, car park): its lots' shares by the lot row's uid; blank: not borne. */
export type KeyRow = { uid: string; name: string; declaredTotal: string; shares: Record<string, string> };

export type ToolState = {
  version: 1;
  headings: HeadingRow[];
  lots: LotRow[];
  declaredTotal: string;
  keys: KeyRow[];
};

/** The split's own codes, and what reading the texts finds before it. */
export type FieldErrorCode = SplitErrorCode | "required" | "not-a-number" | "no-lots" | "no-headings";

/**
 * `field` names a form field: "declaredTotal", "lots", "headings", "lots.<uid>.name",
 * "lots.<uid>.shares", "headings.<uid>.name|amount|keyUid", "keys.<uid>.name|declaredTotal|lots",
 * "keys.<uid>.shares.<lotUid>".
 */
export type FieldError = { field: string; code: FieldErrorCode };

/** A number as typed: its own separator when it shows one ("1200.50" in French), the language's otherwise. */
export function readNumber(text: string, decimal: "," | "."): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return parseNumber(trimmed, inferDecimal([trimmed], decimal));
}

/** Dirhams as typed, in whole centimes; NaN when it has more than two decimals. */
export function readCentimes(text: string, decimal: "," | "."): number | undefined {
  const dirhams = readNumber(text, decimal);
  if (dirhams === undefined) return undefined;
  const centimes = dirhams * 100;
  const whole = Math.round(centimes);
  return Math.abs(centimes - whole) < 1e-6 ? whole : Number.NaN;
}

const blank = (...texts: string[]) => texts.every((text) => text.trim() === "");

export type SplitReading = {
  errors: FieldError[];
  /** The split's input, with the form's uids as heading and key ids and the lots' names as lot ids. */
  input: SplitInput;
  result?: SplitResult;
};

type Reader = {
  decimal: "," | ".";
  errors: FieldError[];
  lotUids: string[];
  headingUids: string[];
  keyUids: string[];
  /** For each key, the uid of the lot row behind each of its entries. */
  keyLotUids: string[][];
};

function readShares(text: string, field: string, reader: Reader): number {
  const value = readNumber(text, reader.decimal);
  if (text.trim() === "") reader.errors.push({ field, code: "lot-without-shares" });
  else if (value === undefined) reader.errors.push({ field, code: "not-a-number" });
  return value ?? Number.NaN;
}

function readLots(state: ToolState, reader: Reader): Lot[] {
  return state.lots
    .filter((row) => !blank(row.name, row.shares))
    .map((row) => {
      reader.lotUids.push(row.uid);
      if (row.name.trim() === "") reader.errors.push({ field: `lots.${row.uid}.name`, code: "required" });
      return { id: row.name.trim(), shares: readShares(row.shares, `lots.${row.uid}.shares`, reader) };
    });
}

function readHeadings(state: ToolState, reader: Reader): Heading[] {
  return state.headings
    .filter((row) => !blank(row.name, row.amount))
    .map((row) => {
      reader.headingUids.push(row.uid);
      const field = `headings.${row.uid}`;
      if (row.name.trim() === "") reader.errors.push({ field: `${field}.name`, code: "required" });
      const amount = readCentimes(row.amount, reader.decimal);
      if (row.amount.trim() === "") reader.errors.push({ field: `${field}.amount`, code: "required" });
      else if (amount === undefined) reader.errors.push({ field: `${field}.amount`, code: "not-a-number" });
      return { id: row.uid, amount: amount ?? Number.NaN, ...(row.keyUid !== "" && { keyId: row.keyUid }) };
    });
}

function readTotal(text: string, field: string, reader: Reader): number | undefined {
  if (text.trim() === "") return undefined;
  const value = readNumber(text, reader.decimal);
  if (value === undefined) reader.errors.push({ field, code: "not-a-number" });
  return value;
}

function readKeys(state: ToolState, reader: Reader): SpecialKey[] {
  return state.keys.map((key) => {
    reader.keyUids.push(key.uid);
    const lotUids: string[] = [];
    reader.keyLotUids.push(lotUids);
    if (key.name.trim() === "") reader.errors.push({ field: `keys.${key.uid}.name`, code: "required" });
    const lots = state.lots.flatMap((lot) => {
      const text = key.shares[lot.uid] ?? "";
      if (blank(text) || blank(lot.name, lot.shares)) return [];
      lotUids.push(lot.uid);
      const shares = readShares(text, `keys.${key.uid}.shares.${lot.uid}`, reader);
      return [{ lotId: lot.name.trim(), shares }];
    });
    const declaredTotal = readTotal(key.declaredTotal, `keys.${key.uid}.declaredTotal`, reader);
    return { id: key.uid, lots, ...(declaredTotal !== undefined && { declaredTotal }) };
  });
}

const HEADING_FIELDS: Record<string, string> = { id: "name", amount: "amount", keyId: "keyUid" };
const LOT_FIELDS: Record<string, string> = { id: "name", shares: "shares" };
const KEY_FIELDS: Record<string, string> = { id: "name", declaredTotal: "declaredTotal", lots: "lots" };

/** A path of the split's errors ("keys[0].lots[2].shares") as the form's field. */
export function formField(path: string, reader: Omit<Reader, "decimal" | "errors">): string {
  let match = /^keys\[(\d+)\]\.lots\[(\d+)\]\.(shares|lotId)$/.exec(path);
  if (match) {
    const key = Number(match[1]);
    return `keys.${reader.keyUids[key]}.shares.${reader.keyLotUids[key]?.[Number(match[2])]}`;
  }
  match = /^(lots|headings|keys)\[(\d+)\]\.(\w+)$/.exec(path);
  if (match) {
    const [, list = "", index = "", name = ""] = match;
    const uids = { lots: reader.lotUids, headings: reader.headingUids, keys: reader.keyUids }[list] ?? [];
    const fields = { lots: LOT_FIELDS, headings: HEADING_FIELDS, keys: KEY_FIELDS }[list] ?? {};
    return `${list}.${uids[Number(index)]}.${fields[name] ?? name}`;
  }
  return path;
}

/**
 * Every error of the form at once, each on its field (a field with an error of its own text shows
 * that one only), and the split when there is none.
 */
export function readForm(state: ToolState, decimal: "," | "."): SplitReading {
  const reader: Reader = { decimal, errors: [], lotUids: [], headingUids: [], keyUids: [], keyLotUids: [] };
  const lots = readLots(state, reader);
  const headings = readHeadings(state, reader);
  const keys = readKeys(state, reader);
  const declaredTotal = readTotal(state.declaredTotal, "declaredTotal", reader);
  if (lots.length === 0) reader.errors.push({ field: "lots", code: "no-lots" });
  if (headings.length === 0) reader.errors.push({ field: "headings", code: "no-headings" });
  const input: SplitInput = { lots, headings, keys, ...(declaredTotal !== undefined && { declaredTotal }) };
  const outcome = splitCharges(input);
  const errors = [...reader.errors];
  if (!outcome.ok) {
    for (const error of outcome.errors) {
      const field = formField(error.field, reader);
      if (!errors.some((known) => known.field === field)) errors.push({ field, code: error.code });
    }
  }
  return outcome.ok && errors.length === 0 ? { errors, input, result: outcome.value } : { errors, input };
}

/** Equal amounts in a row of periods, as runs: [{ from: 1, to: 1, amount: 25001 }, { from: 2, to: 4, … }]. */
export function periodRuns(amounts: number[]): { from: number; to: number; amount: number }[] {
  const runs: { from: number; to: number; amount: number }[] = [];
  amounts.forEach((amount, index) => {
    const last = runs.at(-1);
    if (last && last.amount === amount) last.to = index + 1;
    else runs.push({ from: index + 1, to: index + 1, amount });
  });
  return runs;
}

/** For each lot, the headings whose split gave it one of the leftover centimes. */
export function extraCentimes(result: SplitResult): Map<string, string[]> {
  const byLot = new Map<string, string[]>();
  for (const heading of result.headings) {
    for (const allocation of heading.allocations) {
      if (!allocation.extraCentime) continue;
      byLot.set(allocation.lotId, [...(byLot.get(allocation.lotId) ?? []), heading.headingId]);
    }
  }
  return byLot;
}

export const budgetTotal = (result: SplitResult) =>
  result.headings.reduce((sum, heading) => sum + heading.amount, 0);

export const lotsTotal = (result: SplitResult) => result.lots.reduce((sum, lot) => sum + lot.yearly, 0);
