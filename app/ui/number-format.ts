/**
 * Numbers shown to visitors, formatted with Intl for the page's language (docs/product.md §3):
 * French writes "1 000 Go" and "20 %", English "1,000 GB", Arabic as ar-MA does. `intl` is the
 * locale registry's `numberIntl`.
 */

// A formatter is costly to build and a page formats dozens of numbers with a handful of them.
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormat(intl: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${intl} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intl, options);
    formatters.set(key, format);
  }
  return format;
}

/** Storage as docs/product.md §3 writes it: gigabytes up to 1,000 ("1 000 Go"), terabytes beyond. */
export function formatStorage(gigabytes: number, intl: string): string {
  const [value, unit] = gigabytes > 1000 ? [gigabytes / 1000, "terabyte"] : [gigabytes, "gigabyte"];
  return numberFormat(intl, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

/** Whole dirhams: "1 200 MAD", "MAD 1,200", "1.200 د.م." (prices are rounded to the dirham). */
export function formatMad(dirhams: number, intl: string): string {
  return numberFormat(intl, { style: "currency", currency: "MAD", maximumFractionDigits: 0 }).format(dirhams);
}

/** A rate in percent (20 → "20 %"). */
export function formatPercentOf(percent: number, intl: string): string {
  return numberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
