/**
 * Numbers on the home page, formatted with Intl for the page's language (docs/product.md §3): French
 * writes "99,9 %" and "1 000 Go", English "99.9%" and "1,000 GB", Arabic as ar-MA does.
 * `intl` is the locale registry's `numberIntl`.
 */

// A formatter is costly to build and the page formats dozens of numbers with a handful of them.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(intl: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${intl} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intl, options);
    formatters.set(key, format);
  }
  return format;
}

export function formatPercent(value: number, intl: string): string {
  return numberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number, intl: string): string {
  return numberFormat(intl).format(value);
}

export function formatRating(value: number, intl: string): string {
  return numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatMinutes(minutes: number, intl: string): string {
  return numberFormat(intl, { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);
}

/** Storage, as the pricing page writes it too. */
export { formatStorage } from "#app/ui/number-format";
