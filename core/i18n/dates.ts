import { locales } from "./locales";

/**
 * Dates and times as each language writes them, in Morocco's time zone whatever the reader's
 * (the residences are in Morocco): "12 mai", "12 May", "12 ماي"; times on 24 hours. Months and
 * weekdays are named in full: an abbreviation such as "jui." (fr-MA's June) or "janv." is
 * ambiguous or reads as a table's shorthand (decision 061). `intl` is the
 * locale registry's `intl`. The product views show fixed sample moments, so a build is reproducible.
 */
export const siteTimeZone = "Africa/Casablanca";

export const dateStyles = {
  /** 12 mai 2026 */
  date: { day: "numeric", month: "long", year: "numeric" },
  /** 12 mai, 2 juin */
  day: { day: "numeric", month: "long" },
  /** 09:41 */
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** mardi 12 mai à 18:30; السبت 16 ماي على الساعة 16:00 (formatMoment) */
  dayTime: {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  /** mardi */
  weekday: { weekday: "long" },
  /** mai 2026 */
  month: { month: "long", year: "numeric" },
  /** juin (a chart's axis) */
  monthName: { month: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(intl: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${intl} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { ...dateStyles[style], timeZone: siteTimeZone });
    formatters.set(key, format);
  }
  return format;
}

/** An ISO 8601 moment with its offset ("2026-05-12T18:30:00+01:00"), as the reader's language writes it. */
export function formatMoment(iso: string, intl: string, style: DateStyle): string {
  return formatDateTime(dateFormat(intl, style), new Date(iso));
}

/** The Intl locales written in Arabic script (the registry's), whose dates take على الساعة. */
const arabicIntl = new Set<string>(locales.filter((l) => l.script === "arabic").map((l) => l.intl));

/**
 * A date through a formatter; in Arabic, its time after على الساعة, as a Moroccan writer puts it:
 * Intl's ar-MA writes "السبت، 16 ماي في 16:00", a Moroccan writer "السبت 16 ماي على الساعة 16:00".
 */
export function formatDateTime(format: Intl.DateTimeFormat, date: Date): string {
  if (!arabicIntl.has(format.resolvedOptions().locale)) return format.format(date);
  return format
    .formatToParts(date)
    .map(({ type, value }, i, parts) =>
      type !== "literal"
        ? value
        : parts[i + 1]?.type === "hour" && parts[i - 1]
          ? " على الساعة "
          : parts[i - 1]?.type === "weekday"
            ? " "
            : value,
    )
    .join("");
}

/** The short names of the week's days, Monday first, as a calendar heads its columns. */
export function weekdayInitials(intl: string): string[] {
  const format = new Intl.DateTimeFormat(intl, { weekday: "narrow", timeZone: "UTC" });
  // 2026-01-05 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2026, 0, 5 + i)));
}
