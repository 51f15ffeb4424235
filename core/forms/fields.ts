import { z } from "zod/mini";
import { errorKeys, limits } from "./errors";
import { normalizePhone } from "./phone";

/**
 * Field schemas the three forms are built from. They take what a browser posts (strings, `on` for a
 * ticked box, one or many values for checkboxes) as well as JSON, and give clean values. Only
 * `zod/mini` here: this file is part of the pages' JavaScript.
 */

// The site's Content-Security-Policy forbids eval: zod must not compile parsers with `new Function`
// (even its probe for it is reported as a violation). Set before any schema is built.
z.config({ jitless: true });

/**
 * Characters nobody types and nothing downstream accepts: control characters but tab and line
 * breaks (PostgreSQL refuses NUL in text, and the inbox's Excel export, being XML, refuses all of
 * them), DEL, and the two noncharacters XML forbids too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unusable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/;

/** Trimmed; a short (one-line) field also loses any line break, which has no place in a name. */
const trimmed = (max: number) =>
  z.string(errorKeys.required).check(
    ...(max <= limits.short ? [z.overwrite((value: string) => value.replace(/[\r\n\t]+/g, " "))] : []),
    z.trim(),
    z.refine((value: string) => !unusable.test(value), errorKeys.characters),
    z.maxLength(max, errorKeys.tooLong),
  );

export const requiredText = (max: number = limits.short) =>
  trimmed(max).check(z.minLength(1, errorKeys.required));

/** Absent or blank → undefined. */
export const optionalText = (max: number = limits.short) =>
  z.pipe(
    z.optional(trimmed(max)),
    z.transform((value) => value || undefined),
  );

export const email = () =>
  z.pipe(trimmed(limits.email).check(z.minLength(1, errorKeys.required)), z.email(errorKeys.email));

const phoneValue = () =>
  z.pipe(
    trimmed(limits.phone),
    z.transform((value, ctx) => {
      if (!value) return undefined;
      const e164 = normalizePhone(value);
      if (!e164) ctx.issues.push({ code: "custom", message: errorKeys.phone, input: value });
      return e164;
    }),
  );

/** E.164. */
export const requiredPhone = () => z.pipe(phoneValue(), z.string(errorKeys.required));

export const optionalPhone = () => z.optional(phoneValue());

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, errorKeys.choice);

/** A choice that may be left empty (→ undefined). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.string(errorKeys.choice)),
    z.transform((value, ctx): T[number] | undefined => {
      if (!value) return undefined;
      if (!(values as readonly string[]).includes(value))
        ctx.issues.push({ code: "custom", message: errorKeys.choice, input: value });
      return value;
    }),
  );

/** Ticked: `true` in JSON, `on` from a browser form. */
export const consent = () => z.literal([true, "true", "on"], errorKeys.consent);

/** Checkboxes sharing a name: none, one (a string) or several (an array). */
export const manyChoices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())], errorKeys.choice)),
    z.transform((value, ctx): T[number][] => {
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (!list.every((item) => (values as readonly string[]).includes(item)))
        ctx.issues.push({ code: "custom", message: errorKeys.choice, input: value });
      return [...new Set(list)];
    }),
  );

/** A whole number typed in a text box (`1200`, `1 200`, `1.200`, `1,200`) or sent as a number. */
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.optional(z.union([z.number(), z.string()], errorKeys.size)),
    z.transform((value, ctx) => {
      const text = String(value ?? "").replace(/[\s\u00a0\u202f]/g, "");
      if (!text) {
        ctx.issues.push({ code: "custom", message: errorKeys.required, input: value });
        return 0;
      }
      const digits = /^\d{1,3}([.,']\d{3})+$/.test(text) ? text.replace(/[.,']/g, "") : text;
      const number = /^\d+$/.test(digits) ? Number(digits) : NaN;
      if (!(number >= min && number <= max))
        ctx.issues.push({ code: "custom", message: errorKeys.size, input: value });
      return number;
    }),
  );
