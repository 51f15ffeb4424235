import { locales } from "#core/i18n/locales";
import source from "./boot.js?raw";

/**
 * The inline script in every page's <head>, run before anything paints: it sends a returning
 * visitor to their language and applies the theme. It is identical in the prerendered HTML and on
 * hydration, and the server lists its hash in the Content-Security-Policy.
 */
export const bootScript = source
  .replace("__PREFIXED__", JSON.stringify(locales.filter((l) => l.prefix).map((l) => l.code)))
  .replace(/\n\s*/g, "\n")
  .trim();
