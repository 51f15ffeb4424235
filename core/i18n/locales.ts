/**
 * The one list of languages. Routes, <html lang dir data-script>, hreflang, the sitemap, the
 * language menus, the form schemas, the service's settings and the fonts all derive from it: adding
 * a language is an entry here and a folder under locales/ (docs/architecture.md, "Adding a
 * language"). `script` picks the face: the Arabic rules of app/app.css and the inbox's stylesheet
 * apply to `html[data-script="arabic"]`.
 */
export const locales = [
  { code: "fr", label: "Français", dir: "ltr", script: "latin", intl: "fr-MA", numberIntl: "fr", prefix: "" },
  {
    code: "en",
    label: "English",
    dir: "ltr",
    script: "latin",
    intl: "en-GB",
    numberIntl: "en",
    prefix: "/en",
  },
  {
    code: "ar",
    label: "العربية",
    dir: "rtl",
    script: "arabic",
    intl: "ar-MA",
    numberIntl: "ar-MA",
    prefix: "/ar",
  },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];

export const defaultLocale: Locale = locales[0];
/** Every language code, first the default: a non-empty list, as schemas and enums want it. */
export const localeCodes = locales.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];

/**
 * The languages a co-ownership's own papers (a notice letter, minutes, a budget) are written in in
 * Morocco, whatever the page's language: French and Arabic. The first is the one an English page
 * offers first.
 */
export const documentLanguages = ["fr", "ar"] as const satisfies readonly LocaleCode[];
export type DocumentLanguage = (typeof documentLanguages)[number];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (localeCodes as string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  return locales.find((l) => l.code === code) ?? defaultLocale;
}
