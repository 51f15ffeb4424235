/**
 * Numbers as each language writes them, with Intl (docs/product.md §3): French "99,9 %", "1 000 Go",
 * English "99.9%", "1,000 GB", Arabic as ar-MA does. `intl` is the locale registry's `numberIntl`.
 * Shared by the pages and the service, so a value reads the same wherever it is shown.
 */

/**
 * The directional marks Intl writes around Arabic percentages and amounts (U+200E, U+200F,
 * U+061C): neither of the site's faces has all of them, so a browser would draw each in a system
 * font, and the text's own direction already orders the run ("99,9%", "1.200 د.م."). Every
 * formatter here leaves them out.
 */
export const directionalMarks = /[\u200e\u200f\u061c]/g;

/** A formatter's output without directional marks. */
function written(formatted: string): string {
  return formatted.replace(directionalMarks, "");
}

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

/** The decimal separator a language types: "," in French and Arabic (ar-MA), "." in English. */
export function decimalSeparator(intl: string): "," | "." {
  const part = numberFormat(intl)
    .formatToParts(1.5)
    .find((entry) => entry.type === "decimal");
  return part?.value === "." ? "." : ",";
}

/** A share (0.999) as a percentage: "99,9 %", "99.9%". */
export function formatPercent(value: number, intl: string): string {
  return written(numberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format(value));
}

export function formatNumber(value: number, intl: string): string {
  return numberFormat(intl).format(value);
}

/** A rating with one decimal: "4,9", "4.9". */
export function formatRating(value: number, intl: string): string {
  return numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * Minutes: "2 min" in Latin script. Arabic counts them in words, as its grammar does after a
 * preposition ("أقل من دقيقتين", "5 دقائق", "15 دقيقة"): its short unit "د" reads as a stray letter.
 */
export function formatMinutes(minutes: number, intl: string): string {
  if (new Intl.Locale(intl).maximize().script === "Arab") {
    const forms = {
      zero: "# دقيقة",
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "# دقائق",
      many: "# دقيقة",
      other: "# دقيقة",
    };
    return forms[new Intl.PluralRules(intl).select(minutes)].replace("#", formatNumber(minutes, intl));
  }
  return numberFormat(intl, { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);
}

/**
 * Storage as docs/product.md §6 writes it: gigabytes below 1,000 ("200 Go"), terabytes from
 * 1,000 GB ("1 To", "3 To"), so the plans beside each other share a unit (decision 061). Arabic writes both units in full (غيغابايت، تيرابايت): its short forms mix an
 * abbreviation (غ.ب) with a full word (تيرابايت). So does any language written in Arabic script.
 */
export function formatStorage(gigabytes: number, intl: string): string {
  const [value, unit] = gigabytes >= 1000 ? [gigabytes / 1000, "terabyte"] : [gigabytes, "gigabyte"];
  const unitDisplay = new Intl.Locale(intl).maximize().script === "Arab" ? "long" : "short";
  return numberFormat(intl, { style: "unit", unit, unitDisplay }).format(value);
}

/** Whole dirhams: "1 200 MAD", "MAD 1,200", "1.200 د.م." (prices are rounded to the dirham). */
export function formatMad(dirhams: number, intl: string): string {
  return written(
    numberFormat(intl, { style: "currency", currency: "MAD", maximumFractionDigits: 0 }).format(dirhams),
  );
}

/**
 * An amount in centimes, to the centime: "333,34 MAD", "MAD 333.34" (the toolbox's charges split
 * counts in whole centimes, core/tools/charges-split.ts). The division by 100 is exact for display.
 */
export function formatCentimes(centimes: number, intl: string): string {
  return written(
    numberFormat(intl, {
      style: "currency",
      currency: "MAD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(centimes / 100),
  );
}
