import type { CalendarDate } from "#core/tools/assembly-deadlines";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date as a language writes it, with its weekday: "samedi 15 mai 2027", "السبت 15 ماي
 * 2027". The date is a day of Casablanca's calendar; it is formatted at UTC so that no device's
 * time zone moves it.
 */
export function longDate(date: CalendarDate, intl: string): string {
  let format = formats.get(intl);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(intl, format);
  }
  const [year, month, day] = date.split("-").map(Number);
  return format.format(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}
