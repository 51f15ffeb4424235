import { figures } from "#core/content/figures";

/**
 * The marketing figures of docs/product.md §7 as the page's language writes them ("99,9 %",
 * "99.9%", "4,9", "2 min"). Formatted at build time, in the loader, so the browser hydrates the same
 * text.
 */
export function formatFigures(numberLocale: string) {
  const number = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(numberLocale, options);
  const percent = number({ style: "percent", maximumFractionDigits: 1 });
  return {
    properties: number().format(figures.properties),
    uptime: percent.format(figures.uptime),
    response: number({ style: "unit", unit: "minute", unitDisplay: "short" }).format(figures.responseMinutes),
    rating: number({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(figures.appRating),
    cost: percent.format(figures.costReduction),
    satisfaction: percent.format(figures.residentSatisfaction),
  };
}

export type FormattedFigures = ReturnType<typeof formatFigures>;
