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
  | keyof typeof tools;

/**
 * What follows `Prefix` in the message keys that start with it: `KeysUnder<"testimonials.city.">` is
 * the cities the copy names. A family of names read from the copy is listed there only.
 */
export type KeysUnder<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;
