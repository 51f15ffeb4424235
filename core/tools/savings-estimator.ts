import type { SavingsRates } from "#core/content/savings-assumptions";
import { savedObject } from "./saved-work";

/**
 * The savings estimator's arithmetic (docs/decisions/040-savings-estimator.md, 053): from what a
 * residence spends today on paper notices, printing and staff time, and what it fails to collect in
 * charges, two yearly ranges in centimes, line by line: the cost savings, and the arrears recovered
 * (cash collected, not a lower cost), never added together. The sourced prices come in `rates` (core/content/savings-assumptions.ts);
 * every other figure is the visitor's. A line whose inputs are blank or wrong is left out, the
 * others are kept.
 */

/** The form as typed: every field a string, blank when not given. */
export type SavingsForm = {
  version: 1;
  lots: string;
  registeredPerYear: string;
  bailiffPerYear: string;
  pagesPerYear: string;
  pricePerPage: string;
  staffHoursPerMonth: string;
  staffHourlyCost: string;
  unpaidRate: string;
  chargesPerLot: string;
  shareOnline: string;
  unpaidRecovered: string;
};

export type SavingsField = Exclude<keyof SavingsForm, "version">;

export const savingsFields: SavingsField[] = [
  "lots",
  "registeredPerYear",
  "bailiffPerYear",
  "pagesPerYear",
  "pricePerPage",
  "staffHoursPerMonth",
  "staffHourlyCost",
  "unpaidRate",
  "chargesPerLot",
  "shareOnline",
  "unpaidRecovered",
];

export type SavingsErrorCode =
  "required" | "not-a-number" | "negative" | "not-whole" | "no-lots" | "over-100";

export type LineId = "registered" | "bailiff" | "printing" | "staff" | "unpaid";

/**
 * What a line is: a cost the residence stops paying (`cost`), or charges already owed that it
 * collects (`arrears`): cash in, not a lower cost.
 */
export type LineKind = "cost" | "arrears";
export const lineKinds = {
  registered: "cost",
  bailiff: "cost",
  printing: "cost",
  staff: "cost",
  unpaid: "arrears",
} as const satisfies Record<LineId, LineKind>;

export type Range = { low: number; high: number };

export type Line =
  | { id: LineId; status: "counted"; low: number; high: number }
  /** Fields still blank (`missing`) or wrong (`invalid`): the line is not counted. */
  | { id: LineId; status: "missing" | "invalid"; fields: SavingsField[] };

export type Estimate = {
  /** The residence's number of lots, when typed right. */
  lots?: number;
  lines: Line[];
  /** The counted cost lines' sum, in centimes: what the residence stops spending. */
  costSavings: Range;
  /** The counted arrears line, in centimes: charges owed that are collected, not a saving. */
  arrearsRecovered: Range;
  /** How many lines of each kind are counted. */
  counted: Record<LineKind, number>;
  /** The cost savings over the yearly charges (lots × charges per lot), when both are known. */
  shareOfCharges?: Range;
  errors: { field: SavingsField; code: SavingsErrorCode }[];
};

const whole: SavingsField[] = ["lots", "registeredPerYear", "bailiffPerYear", "pagesPerYear"];
const percents: SavingsField[] = ["unpaidRate", "shareOnline", "unpaidRecovered"];
const money: SavingsField[] = ["pricePerPage", "staffHourlyCost", "chargesPerLot"];

/**
 * The decimal point made ".": the visitor's separator is the decimal one and the other groups
 * thousands, but the other alone, not followed by three digits ("0.50" in French), is a decimal too.
 */
function normalSeparators(text: string, decimal: "," | "."): string {
  const other = decimal === "," ? "." : ",";
  const grouping = new RegExp(`\\${other}(?=\\d{3}(?:\\D|$))`, "g");
  const kept =
    text.includes(decimal) || grouping.test(text) ? text.replace(new RegExp(`\\${other}`, "g"), "") : text;
  return kept.replace(/,/g, ".");
}

/** A number as the visitor types it: spaces as thousands, their decimal separator, Arabic-Indic digits. */
export function readNumber(text: string, decimal: "," | "."): number | SavingsErrorCode | undefined {
  const plain = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/٫/g, decimal);
  if (plain === "") return undefined;
  const normal = normalSeparators(plain, decimal);
  const negative = normal.startsWith("-");
  const digits = negative ? normal.slice(1) : normal;
  if (!/^\d+(?:\.\d+)?$/.test(digits)) return "not-a-number";
  return negative && Number(digits) > 0 ? "negative" : Number(digits);
}

function checkField(field: SavingsField, value: number): SavingsErrorCode | undefined {
  if (whole.includes(field) && !Number.isInteger(value)) return "not-whole";
  if (field === "lots" && value < 1) return "no-lots";
  if (percents.includes(field) && value > 100) return "over-100";
  return undefined;
}

type Values = Partial<Record<SavingsField, number>>;

/** Each field's value, or its error; blank fields are neither (the lots' count is required). */
export function readSavingsForm(form: SavingsForm, decimal: "," | ".") {
  const values: Values = {};
  const errors: Estimate["errors"] = [];
  for (const field of savingsFields) {
    const read = readNumber(form[field], decimal);
    let code: SavingsErrorCode | undefined;
    if (read === undefined) code = field === "lots" ? "required" : undefined;
    else code = typeof read === "string" ? read : checkField(field, read);
    if (code) errors.push({ field, code });
    else if (typeof read === "number") values[field] = money.includes(field) ? Math.round(read * 100) : read;
  }
  return { values, errors };
}

/** A line from its fields: left out, with the fields to fill or correct, unless all are good. */
function line(
  id: LineId,
  fields: SavingsField[],
  values: Values,
  wrong: Set<SavingsField>,
  amount: (get: (field: SavingsField) => number) => { low: number; high: number },
): Line {
  const invalid = fields.filter((field) => wrong.has(field));
  if (invalid.length > 0) return { id, status: "invalid", fields: invalid };
  const missing = fields.filter((field) => values[field] === undefined);
  if (missing.length > 0) return { id, status: "missing", fields: missing };
  const { low, high } = amount((field) => values[field] ?? 0);
  return { id, status: "counted", low: Math.round(low), high: Math.round(high) };
}

/**
 * The estimate. Per year, in centimes, `share` being the part of the paper work the visitor expects
 * to do online:
 * - registered letters: lots × letters a lot a year × the letter's price (low, high) × share;
 * - bailiff: lots × notices a lot a year × the notice's price (low, high) × share;
 * - printing: pages a year × the visitor's price a page × share;
 * - staff: hours a month × 12 × the hourly wage (low: the legal minimum; high: the visitor's cost
 *   if higher) × share;
 * - unpaid charges: lots × charges a lot × unpaid rate × the part the visitor expects to recover.
 */
export function estimateSavings(form: SavingsForm, decimal: "," | ".", rates: SavingsRates): Estimate {
  const { values, errors } = readSavingsForm(form, decimal);
  const wrong = new Set(errors.map((error) => error.field));
  const pct = (value: number) => value / 100;
  const lines = [
    line("registered", ["lots", "registeredPerYear", "shareOnline"], values, wrong, (get) => {
      const letters = get("lots") * get("registeredPerYear") * pct(get("shareOnline"));
      return { low: letters * rates.registeredLetter.low, high: letters * rates.registeredLetter.high };
    }),
    line("bailiff", ["lots", "bailiffPerYear", "shareOnline"], values, wrong, (get) => {
      const notices = get("lots") * get("bailiffPerYear") * pct(get("shareOnline"));
      return { low: notices * rates.bailiffNotice.low, high: notices * rates.bailiffNotice.high };
    }),
    line("printing", ["pagesPerYear", "pricePerPage", "shareOnline"], values, wrong, (get) => {
      const amount = get("pagesPerYear") * get("pricePerPage") * pct(get("shareOnline"));
      return { low: amount, high: amount };
    }),
    line("staff", ["staffHoursPerMonth", "shareOnline"], values, wrong, (get) => {
      const hours = get("staffHoursPerMonth") * 12 * pct(get("shareOnline"));
      const own = wrong.has("staffHourlyCost") ? undefined : values.staffHourlyCost;
      const minimum = rates.minimumHourlyWage;
      return { low: hours * minimum, high: hours * Math.max(minimum, own ?? minimum) };
    }),
    line("unpaid", ["lots", "chargesPerLot", "unpaidRate", "unpaidRecovered"], values, wrong, (get) => {
      const amount =
        get("lots") * get("chargesPerLot") * pct(get("unpaidRate")) * pct(get("unpaidRecovered"));
      return { low: amount, high: amount };
    }),
  ];
  const counted = (kind: LineKind) =>
    lines.filter((entry) => entry.status === "counted" && lineKinds[entry.id] === kind);
  const sum = (kind: LineKind): Range =>
    counted(kind).reduce(
      (total, entry) =>
        entry.status === "counted" ? { low: total.low + entry.low, high: total.high + entry.high } : total,
      { low: 0, high: 0 },
    );
  const costSavings = sum("cost");
  const charges = (values.lots ?? 0) * (values.chargesPerLot ?? 0);
  const known = charges > 0 && !wrong.has("lots") && !wrong.has("chargesPerLot");
  return {
    ...(values.lots !== undefined && { lots: values.lots }),
    lines,
    costSavings,
    arrearsRecovered: sum("arrears"),
    counted: { cost: counted("cost").length, arrears: counted("arrears").length },
    ...(known && { shareOfCharges: { low: costSavings.low / charges, high: costSavings.high / charges } }),
    errors,
  };
}

export const emptySavingsForm = (): SavingsForm => ({
  version: 1,
  lots: "",
  registeredPerYear: "",
  bailiffPerYear: "",
  pagesPerYear: "",
  pricePerPage: "",
  staffHoursPerMonth: "",
  staffHourlyCost: "",
  unpaidRate: "",
  chargesPerLot: "",
  shareOnline: "",
  unpaidRecovered: "",
});

/** A saved form, or undefined when the text is not one this version wrote. */
export function parseSavedSavingsForm(text: string | null): SavingsForm | undefined {
  const record = savedObject(text);
  if (record?.version !== 1) return undefined;
  const form = emptySavingsForm();
  for (const field of savingsFields) {
    const value = record[field];
    if (typeof value !== "string" || value.length > 40) return undefined;
    form[field] = value;
  }
  return form;
}
