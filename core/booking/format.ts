import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { BOOKING_ZONE } from "./slots";

/**
 * A slot's time as the page, the service's pages and the e-mails show it: in Casablanca, and in
 * the visitor's own zone when that zone's clock reads otherwise at that moment ("10:00 in
 * Casablanca · 11:00 your time"). Through Intl with a time zone: no offset is computed here.
 */
export type SlotTimes = {
  /** The day in Casablanca, in the reader's language: "lundi 11 janvier". */
  day: string;
  /** The time in Casablanca: "10:00". */
  casablanca: string;
  /** The time on the visitor's clock, when it differs from Casablanca's. */
  local?: string;
  /** The day on the visitor's clock, when it is not Casablanca's day. */
  localDay?: string;
};

const timeStyle = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const dayStyle = { weekday: "long", day: "numeric", month: "long" } as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(code: LocaleCode, zone: string, style: Intl.DateTimeFormatOptions, name: string) {
  const key = `${code} ${zone} ${name}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(getLocale(code).intl, { ...style, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

/** A calendar date ("2027-01-11", a day in Casablanca) or an instant (ISO) as a day in Casablanca. */
export function formatSlotDay(dateOrStart: string | Date, code: LocaleCode): string {
  // A bare date is read at noon UTC, which is that same date in Casablanca whatever its offset.
  const instant =
    typeof dateOrStart === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateOrStart)
      ? new Date(`${dateOrStart}T12:00:00Z`)
      : new Date(dateOrStart);
  return format(code, BOOKING_ZONE, dayStyle, "day").format(instant);
}

/** An instant as Casablanca's time, "10:00". */
export function formatSlotTime(start: string | Date, code: LocaleCode): string {
  return format(code, BOOKING_ZONE, timeStyle, "time").format(new Date(start));
}

/** The device's time zone, or undefined where the runtime does not say. */
export function deviceZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A slot's day and time in Casablanca, and on the visitor's clock (`zone`) where it reads otherwise.
 * `served`: Casablanca's day and time as the service computed them (the slot list, the booking),
 * which win over this runtime's zone data (a browser's may be old); the visitor's own clock stays
 * the runtime's.
 */
export function slotTimes(
  start: string | Date,
  code: LocaleCode,
  zone?: string,
  served?: { date: string; time: string },
): SlotTimes {
  const instant = new Date(start);
  const day = formatSlotDay(served?.date ?? instant, code);
  const casablanca = served?.time ?? formatSlotTime(instant, code);
  if (!zone || zone === BOOKING_ZONE) return { day, casablanca };
  let local: string;
  let localDay: string;
  try {
    local = format(code, zone, timeStyle, "time").format(instant);
    localDay = format(code, zone, dayStyle, "day").format(instant);
  } catch {
    return { day, casablanca }; // a zone the runtime does not know
  }
  return {
    day,
    casablanca,
    ...(local !== casablanca || localDay !== day ? { local } : {}),
    ...(localDay !== day ? { localDay } : {}),
  };
}
