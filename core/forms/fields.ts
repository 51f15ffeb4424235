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
 * Characters nobody types and nothing downstream accepts, refused in every text field: control
 * characters but tab and line breaks — C0 and C1, NEL (U+0085) among them (PostgreSQL refuses NUL
 * in text, and the inbox's Excel export, being XML, refuses all of them), DEL, the two noncharacters
 * XML forbids too, a lone surrogate (half of an emoji: stored as U+FFFD), and the bidirectional
 * embeddings and overrides (U+202A–U+202E), which reorder what follows them: "Karim U+202E iuolA"
 * reads as another name, and a message can show text other than what it holds.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unusable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\ufffe\uffff]|\p{Cs}/u;

/**
 * Invisible characters a one-line field (a name, a company, a city, an e-mail, a phone) refuses too:
 * they make two values that look alike differ, or hide one inside another — the isolates (U+2066–
 * U+2069), zero-width space and joiner, word joiner and invisible operators, BOM, soft hyphen,
 * combining grapheme joiner, the Hangul fillers that pass for a blank name, the Mongolian vowel
 * separator, the interlinear annotations and the tags. A message or a reason takes them: pasted
 * text carries them (our own e-mails isolate a reference; emoji join with U+200D), and they cannot
 * reorder it. The marks of direction (LRM, RLM, ALM) stay allowed everywhere: an Arabic keyboard
 * types them to place a parenthesis, and they cannot move a letter.
 */
const invisible =
  /[\u00ad\u115f\u1160\u180e\u200b\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]|\u034f|\u200d/u;

/**
 * The zero-width non-joiner (U+200C) between two Arabic-script letters, where it shows (they take
 * their separate shapes) and Persian spelling needs it; anywhere else it is invisible.
 */
const arabicNonJoiner = /(\p{Script=Arabic}\p{Mn}*)\u200c(?=\p{Mn}*\p{Script=Arabic})/gu;

export function readable(value: string, oneLine: boolean): boolean {
  if (unusable.test(value)) return false;
  if (!oneLine) return true;
  return !invisible.test(value) && !value.replace(arabicNonJoiner, "$1").includes("\u200c");
}

/**
 * Trimmed; a short (one-line) field also loses any line break, which has no place in a name. A
 * field of one line is up to an e-mail's length; the message and the reason are longer.
 */
const trimmed = (max: number) =>
  z.string(errorKeys.required).check(
    ...(max <= limits.short
      ? [z.overwrite((value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, " "))]
      : []),
    z.trim(),
    z.refine((value: string) => readable(value, max <= limits.email), errorKeys.characters),
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
