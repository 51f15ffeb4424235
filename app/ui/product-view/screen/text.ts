import type { Sample, Text, Tone } from "#core/content/product-views/types";
import { formatMoment } from "#core/i18n/dates";
import { formatMad, formatNumber, formatPercent } from "#core/i18n/numbers";
import type { ReactNode } from "react";
import { isolateRuns } from "#app/i18n/bidi";
import { useLocale, useT } from "#app/i18n/use-t";

/**
 * Words of a view as the page's language writes them; in a right-to-left language, with each
 * left-to-right run isolated ("الطابق -1", "09:00–13:00"). `plain` gives the bare string.
 */
export type ViewText = ((text: Text) => ReactNode) & { plain: (text: Text) => string };

function formatSample(sample: Sample, intl: { number: string; date: string }): string {
  return "mad" in sample
    ? formatMad(sample.mad, intl.number)
    : "at" in sample
      ? formatMoment(sample.at, intl.date, sample.show)
      : "count" in sample
        ? formatNumber(sample.count, intl.number)
        : formatPercent(sample.percent, intl.number);
}

/** Resolves a view's texts with the page's copy (`views`) and the locale registry's formats. */
export function useViewText(): ViewText {
  const t = useT();
  const locale = useLocale();
  const intl = { number: locale.numberIntl, date: locale.intl };
  const plain = (text: Text): string => {
    if (typeof text === "string") return t(text);
    if ("key" in text) {
      const values = Object.fromEntries(
        Object.entries(text.values).map(([name, sample]) => [name, formatSample(sample, intl)]),
      );
      return t(text.key, values);
    }
    return formatSample(text, intl);
  };
  const rtl = locale.dir === "rtl";
  return Object.assign((text: Text) => (rtl ? isolateRuns(plain(text)) : plain(text)), { plain });
}

/** The classes of a tone: a soft background with text that keeps AA contrast in both themes. */
export const toneClasses: Record<Tone, string> = {
  brand: "bg-brand-soft text-brand",
  accent: "bg-accent-soft text-accent",
  neutral: "bg-sunken text-muted",
};

/** A bar or a dot of a tone, without text. */
export const toneFill: Record<Tone, string> = {
  brand: "bg-brand",
  accent: "bg-accent",
  neutral: "bg-line",
};
