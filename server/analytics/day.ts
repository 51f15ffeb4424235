import { siteTimeZone } from "#core/i18n/dates";

const calendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

let lastMinute = Number.NaN;
let lastDay = "";

/**
 * Casablanca's calendar day of `at`, as an ISO date (`2026-11-29`): the day a beacon counts in.
 * The last answer is kept for the rest of its minute: every beacon asks, and formatting a date
 * costs more than the rest of its day's arithmetic. Casablanca's offset is whole hours, so a day
 * always begins on a minute.
 */
export function analyticsDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = calendar.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

/** The ISO date `days` calendar days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO date `months` calendar months before `day` (the same day of the month, or the last). */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}
