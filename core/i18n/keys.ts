import type common from "#locales/fr/common.json";
import type home from "#locales/fr/home.json";
import type pages from "#locales/fr/pages.json";
import type testimonials from "#locales/fr/testimonials.json";
import type solutions from "#locales/fr/solutions.json";
import type company from "#locales/fr/company.json";
import type legal from "#locales/fr/legal.json";
import type features from "#locales/fr/features.json";
import type forms from "#locales/fr/forms.json";
import type inbox from "#locales/fr/inbox.json";
import type pricing from "#locales/fr/pricing.json";
import type figures from "#locales/fr/figures.json";
import type trust from "#locales/fr/trust.json";
import type views from "#locales/fr/views.json";
import type tools from "#locales/fr/tools.json";
import type booking from "#locales/fr/booking.json";

/** Every message key, read from the French source files (French is the source language). */
export type MessageKey =
  | keyof typeof common
  | keyof typeof home
  | keyof typeof pages
  | keyof typeof testimonials
  | keyof typeof solutions
  | keyof typeof company
  | keyof typeof legal
  | keyof typeof features
  | keyof typeof forms
  | keyof typeof inbox
  | keyof typeof pricing
  | keyof typeof figures
  | keyof typeof trust
  | keyof typeof views
  | keyof typeof tools
  | keyof typeof booking;

/**
 * What follows `Prefix` in the message keys that start with it: `KeysUnder<"testimonials.city.">` is
 * the cities the copy names. A family of names read from the copy is listed there only.
 */
export type KeysUnder<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

/** The keys that `Pattern` (a template such as `tools.rule.${string}.note`) describes. */
export type KeysLike<Pattern extends string> = Extract<MessageKey, Pattern>;

/**
 * A key of a family whose member is chosen by data the compiler does not follow: which rules have a
 * note, how many steps a feature lists, which roles it serves (tests hold that data to the copy).
 * The family's fixed parts are checked: a template no message key matches does not compile, e.g.
 * `` familyKey(`features.${slug}.stpes.${n}`) ``. A key whose every part is typed needs no builder:
 * `` t(`feature.${slug}.name`) `` is checked as it is.
 */
export const familyKey = <const Pattern extends string>(
  key: Pattern & ([KeysLike<Pattern>] extends [never] ? never : unknown),
  // NoInfer: the pattern comes from the argument alone; inferring it from where the key goes too
  // (t's MessageKey) takes the compiler minutes.
): NoInfer<KeysLike<Pattern>> =>
  // The one narrowing of a family's template to its keys: the template matched some, above.
  key as string as KeysLike<Pattern>;
