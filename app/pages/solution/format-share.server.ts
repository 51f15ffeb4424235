/**
 * A share (0.999) as the page's language writes a percentage: "99,9 %" in French, "99.9%" in
 * English. Done at build time, in the loader, so the browser hydrates the very same text.
 */
export function formatShare(share: number, numberLocale: string): string {
  return new Intl.NumberFormat(numberLocale, { style: "percent", maximumFractionDigits: 1 }).format(share);
}
