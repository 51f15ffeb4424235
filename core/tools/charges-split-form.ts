import {
  splitCharges,
  type Heading,
  type Lot,
  type SpecialKey,
  type SplitErrorCode,
  type SplitInput,
  type SplitResult,
} from "./charges-split";
import { readTypedNumber, type TypedNumberError } from "./typed-number";

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
export type FieldErrorCode =
  | SplitErrorCode
  | "required"
  | "not-a-number"
  | "decimal-separator"
  | "too-large"
  | "share-decimals"
  | "no-lots"
  | "no-headings";

/**
 * `field` names a form field: "declaredTotal", "lots", "headings", "lots.<uid>.name",
 * "lots.<uid>.shares", "headings.<uid>.name|amount|keyUid", "keys.<uid>.name|declaredTotal|lots",
 * "keys.<uid>.shares.<lotUid>".
 */
export type FieldError = { field: string; code: FieldErrorCode };

/** Shares are read to six decimals at most, as the split scales them (core/tools/charges-split.ts). */
const SHARE_LIMITS = { maxDecimals: 6 };
/** Dirhams stop at the centime. */
const AMOUNT_LIMITS = { maxDecimals: 2 };

/** The form's code for a text that does not read as the field's number. */
const TEXT_ERRORS = {
  "not-a-number": "not-a-number",
  "decimal-separator": "decimal-separator",
  "too-large": "too-large",
  "too-many-decimals": "share-decimals",
} as const satisfies Record<TypedNumberError, FieldErrorCode>;

/** A number as the visitor's language types it (core/tools/typed-number.ts), or what is wrong with it. */
export function readNumber(text: string, intl: string): number | FieldErrorCode | undefined {
  const read = readTypedNumber(text, intl, SHARE_LIMITS);
  if (read === undefined) return undefined;
  return read.ok ? read.value : TEXT_ERRORS[read.code];
}

/** Dirhams as typed, in whole centimes, or what is wrong with the text. */
export function readCentimes(text: string, intl: string): number | FieldErrorCode | undefined {
  const read = readTypedNumber(text, intl, AMOUNT_LIMITS);
  if (read === undefined) return undefined;
  if (!read.ok)
    return read.code === "too-many-decimals" ? "amount-not-whole-centimes" : TEXT_ERRORS[read.code];
  return Math.round(read.value * 100);
}

const blank = (...texts: string[]) => texts.every((text) => text.trim() === "");

/**
 * What may be a typo while nothing is wrong: shares that add up to close to a round total (990 for
 * 1,000) when no total is declared. `field` is the declared total's that would settle it.
 */
export type FieldWarning = { field: string; code: "shares-near-round-total"; sum: number; total: number };

export type SplitReading = {
  errors: FieldError[];
  warnings: FieldWarning[];
  /** The split's input, with the form's uids as heading and key ids and the lots' names as lot ids. */
  input: SplitInput;
  result?: SplitResult;
};

type Reader = {
  /** The Intl locale whose numbers the visitor types (numberIntl). */
  intl: string;
  errors: FieldError[];
  lotUids: string[];
  headingUids: string[];
  keyUids: string[];
  /** For each key, the uid of the lot row behind each of its entries. */
  keyLotUids: string[][];
};

function readShares(text: string, field: string, reader: Reader): number {
  const value = readNumber(text, reader.intl);
  if (value === undefined) reader.errors.push({ field, code: "lot-without-shares" });
  else if (typeof value === "string") reader.errors.push({ field, code: value });
  return typeof value === "number" ? value : Number.NaN;
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
      const amount = readCentimes(row.amount, reader.intl);
      if (amount === undefined) reader.errors.push({ field: `${field}.amount`, code: "required" });
      else if (typeof amount === "string") reader.errors.push({ field: `${field}.amount`, code: amount });
      const centimes = typeof amount === "number" ? amount : Number.NaN;
      return { id: row.uid, amount: centimes, ...(row.keyUid !== "" && { keyId: row.keyUid }) };
    });
}

function readTotal(text: string, field: string, reader: Reader): number | undefined {
  const value = readNumber(text, reader.intl);
  if (typeof value === "string") reader.errors.push({ field, code: value });
  return typeof value === "number" ? value : undefined;
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
export function formField(path: string, reader: Omit<Reader, "intl" | "errors">): string {
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

/** The round totals a building's rules declare, and how near one a sum must be to look like a typo. */
const ROUND_TOTALS = [100, 1_000, 10_000, 100_000, 1_000_000];
const NEAR = 0.05;

/** Shares adding up to within 5 % of a round total without reaching it, when none is declared. */
export function nearRoundTotal(shares: number[]): { sum: number; total: number } | undefined {
  if (shares.length === 0 || !shares.every(Number.isFinite)) return undefined;
  const sum = Math.round(shares.reduce((total, value) => total + value, 0) * 1e6) / 1e6;
  const total = ROUND_TOTALS.find((round) => sum !== round && Math.abs(sum - round) <= round * NEAR);
  return total === undefined ? undefined : { sum, total };
}

function warningsOf(input: SplitInput, state: ToolState): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  const general = input.declaredTotal === undefined && nearRoundTotal(input.lots.map((lot) => lot.shares));
  if (general) warnings.push({ field: "declaredTotal", code: "shares-near-round-total", ...general });
  (input.keys ?? []).forEach((key, index) => {
    const near = key.declaredTotal === undefined && nearRoundTotal(key.lots.map((entry) => entry.shares));
    const uid = state.keys[index]?.uid;
    if (near && uid)
      warnings.push({ field: `keys.${uid}.declaredTotal`, code: "shares-near-round-total", ...near });
  });
  return warnings;
}

/**
 * Every error of the form at once, each on its field (a field with an error of its own text shows
 * that one only), and the split when there is none.
 */
export function readForm(state: ToolState, intl: string): SplitReading {
  const reader: Reader = { intl, errors: [], lotUids: [], headingUids: [], keyUids: [], keyLotUids: [] };
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
  const warnings = warningsOf(input, state);
  return outcome.ok && errors.length === 0
    ? { errors, warnings, input, result: outcome.value }
    : { errors, warnings, input };
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

/**
 * For each lot, what it bears of each special key's headings (the lift): centimes by key id. A lot
 * that bears no heading of a key has no entry for it.
 */
export function keyAmounts(result: SplitResult): Map<string, Map<string, number>> {
  const byLot = new Map<string, Map<string, number>>();
  for (const heading of result.headings) {
    if (heading.keyId === undefined) continue;
    for (const { lotId, amount } of heading.allocations) {
      const amounts = byLot.get(lotId) ?? new Map<string, number>();
      amounts.set(heading.keyId, (amounts.get(heading.keyId) ?? 0) + amount);
      byLot.set(lotId, amounts);
    }
  }
  return byLot;
}

/** The special keys that bear at least one heading, in the order of the keys. */
export function keysWithHeadings(result: SplitResult, input: SplitInput): string[] {
  const used = new Set(result.headings.flatMap((heading) => (heading.keyId ? [heading.keyId] : [])));
  return (input.keys ?? []).map((key) => key.id).filter((id) => used.has(id));
}

export const budgetTotal = (result: SplitResult) =>
  result.headings.reduce((sum, heading) => sum + heading.amount, 0);

export const lotsTotal = (result: SplitResult) => result.lots.reduce((sum, lot) => sum + lot.yearly, 0);
