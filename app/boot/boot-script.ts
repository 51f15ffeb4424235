import { defaultLocale, locales } from "#core/i18n/locales";
import { LANG_STORAGE_KEY, THEME_MODE_KEY, THEME_SCHEME_KEY } from "#core/storage-keys";
import source from "./boot.js?raw";

const placeholders: Record<string, unknown> = {
  __PREFIXED__: locales.filter((l) => l.prefix).map((l) => l.code),
  __DEFAULT_LANG__: defaultLocale.code,
  __LANG_KEY__: LANG_STORAGE_KEY,
  __THEME_MODE_KEY__: THEME_MODE_KEY,
  __THEME_SCHEME_KEY__: THEME_SCHEME_KEY,
};

/**
 * The inline script in every page's <head>, run before anything paints: it sends a returning
 * visitor to their language and applies the theme. It is identical in the prerendered HTML and on
 * hydration, and the server lists its hash in the Content-Security-Policy. The build minifies it
 * (scripts/perf/inline-scripts.ts). Its languages and storage keys come from the registry and
 * core/storage-keys.ts.
 */
export const bootScript = Object.entries(placeholders).reduce(
  (script, [name, value]) => script.replaceAll(name, JSON.stringify(value)),
  source,
);
