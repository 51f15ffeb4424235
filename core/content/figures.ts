import { formatMinutes, formatNumber, formatPercent, formatRating } from "#core/i18n/numbers";

/** The marketing figures of docs/product.md §7 — their only source. Copy formats them per language. */
export const figures = {
  properties: 500, // "over 500 properties across the kingdom"
  uptime: 0.999,
  responseMinutes: 2,
  appRating: 4.9,
  costReduction: 0.4,
  residentSatisfaction: 0.85,
} as const;

export type FigureName = keyof typeof figures;

/** Every figure, in the order the pages show them. */
export const figureNames = Object.keys(figures) as FigureName[];

/**
 * Each figure as a language writes its number ("99,9 %", "4,9", "2 min"); the words around it are
 * the copy's (locales/<code>/figures.json: `figures.<name>.value` and `.label`). `intl` is the locale
 * registry's `numberIntl`.
 */
export function formatFigures(intl: string): Record<FigureName, string> {
  return {
    properties: formatNumber(figures.properties, intl),
    uptime: formatPercent(figures.uptime, intl),
    responseMinutes: formatMinutes(figures.responseMinutes, intl),
    appRating: formatRating(figures.appRating, intl),
    costReduction: formatPercent(figures.costReduction, intl),
    residentSatisfaction: formatPercent(figures.residentSatisfaction, intl),
  };
}
