import { numberFormat } from "#core/i18n/numbers";

/**
 * A number typed into a tool's field, read by one rule per language (decision 052): the visitor
 * types the decimal separator their language writes (a comma in French and Arabic, a point in
 * English), and may group thousands as the site writes them (French: spaces; English: commas;
 * Arabic, as ar-MA does: points) or with spaces. The other mark used as a decimal ("24.001" in
 * French, "12,5" in English) is refused with its own code, never read as something else.
 * Arabic-Indic digits (٠–٩, ۰–۹) and the Arabic decimal and thousands separators (٫ ٬) are
 * accepted. A figure of the toolbox (the charges split, the pricing estimator) reads its fields
 * here.
 */

export type TypedNumberError =
  /** Not a number at all ("187abc,99", "douze"). */
  | "not-a-number"
  /** The other language's decimal separator: "24.001" in French, "12,5" in English. */
  | "decimal-separator"
  /** More decimals than the field takes: "24,001" for an amount in dirhams. */
  | "too-many-decimals"
  /** Beyond the field's largest value: "999999999999999999,99". */
  | "too-large";

export type TypedNumber =
  { ok: true; value: number; decimals: number } | { ok: false; code: TypedNumberError };

export type TypedNumberLimits = {
  /** Decimals the field takes (2 for an amount in dirhams); any number when unset. */
  maxDecimals?: number;
  /** The largest value, in absolute terms; one thousand billion by default. */
  max?: number;
};

const DEFAULT_MAX = 1e12;
const SPACES = "\\s\\u00a0\\u202f\\u2009\\u2007";
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The decimal and grouping marks `intl` writes (numberIntl of core/i18n/locales.ts). */
function marks(intl: string): { decimal: string; group: string } {
  const parts = numberFormat(intl).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const group = parts.find((part) => part.type === "group")?.value ?? ",";
  return { decimal, group: /\s/.test(group) ? "" : group };
}

/**
 * `text` as a number typed in the language whose Intl locale is `intl`, or undefined when it is
 * blank. A minus sign is read (the caller says whether a negative number is allowed); the largest
 * value is checked before the decimals, so a number too large is called that.
 */
export function readTypedNumber(
  text: string,
  intl: string,
  limits: TypedNumberLimits = {},
): TypedNumber | undefined {
  const { decimal, group } = marks(intl);
  const other = decimal === "," ? "." : ",";
  const plain = text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066b/g, decimal)
    .replace(/\u066c/g, group || " ")
    .replace(/^[\u2212\u2013]/, "-");
  if (plain === "") return undefined;
  const groups = `[${SPACES}${escape(group)}]`;
  const shape = new RegExp(`^(-?)(\\d{1,3}(?:${groups}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`);
  const match = shape.exec(plain);
  if (!match) {
    const asOther = new RegExp(`^-?[\\d${SPACES}${escape(group)}]*${escape(other)}\\d+$`);
    return {
      ok: false,
      code: other !== group && asOther.test(plain) ? "decimal-separator" : shapeOf(plain, other, group),
    };
  }
  const [, sign = "", whole = "", fraction = ""] = match;
  const value = Number(`${sign}${whole.replace(/\D/g, "")}.${fraction || "0"}`);
  if (!Number.isFinite(value) || Math.abs(value) > (limits.max ?? DEFAULT_MAX))
    return { ok: false, code: "too-large" };
  if (limits.maxDecimals !== undefined && fraction.length > limits.maxDecimals)
    return { ok: false, code: "too-many-decimals" };
  return { ok: true, value, decimals: fraction.length };
}

/** A text that does not read: the other mark where a decimal stands ("12,5" in English), or none. */
function shapeOf(plain: string, other: string, group: string): TypedNumberError {
  // The grouping mark is the other one (English's comma): "12,5" or "1,5" is a decimal in the wrong mark.
  if (
    other === group &&
    new RegExp(`^-?\\d+${escape(other)}\\d{1,2}$|^-?\\d+${escape(other)}\\d{4,}$`).test(plain)
  )
    return "decimal-separator";
  return "not-a-number";
}
