/**
 * The one list of languages. Routes, <html lang dir>, hreflang, the sitemap and the language menu
 * all derive from it: adding a language means adding an entry here and a folder under locales/.
 */
export const locales = [
  { code: "fr", label: "Français", dir: "ltr", intl: "fr-MA", numberIntl: "fr", prefix: "" },
  { code: "en", label: "English", dir: "ltr", intl: "en", numberIntl: "en", prefix: "/en" },
  { code: "ar", label: "العربية", dir: "rtl", intl: "ar-MA", numberIntl: "ar-MA", prefix: "/ar" },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];

export const defaultLocale: Locale = locales[0];
export const localeCodes = locales.map((l) => l.code) as LocaleCode[];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (localeCodes as string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  return locales.find((l) => l.code === code) ?? defaultLocale;
}
