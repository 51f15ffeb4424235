import { defaultLocale, getLocale, locales, type Locale, type LocaleCode } from "#core/i18n/locales";

/** The locale a pathname belongs to: `/en/...` is English, `/ar/...` Arabic, anything else French. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return locales.find((l) => l.prefix === `/${first}`) ?? defaultLocale;
}

/** The pathname without its language prefix: `/en/core/demo` → `/core/demo`, `/ar` → `/`. */
export function stripLocale(pathname: string): string {
  const { prefix } = localeFromPath(pathname);
  const rest = prefix ? pathname.slice(prefix.length) : pathname;
  return rest === "" ? "/" : rest;
}

/** A language-neutral path (`/core/demo`, `/#pricing`) in the given language. */
export function localizePath(path: string, code: LocaleCode): string {
  const { prefix } = getLocale(code);
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/#") || path.startsWith("/?")) return prefix + path.slice(1);
  return prefix + path;
}
