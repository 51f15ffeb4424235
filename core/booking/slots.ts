import { TZDate } from "@date-fns/tz";
import { isFixedHoliday } from "./holidays";

/**
 * Demo slots: what the service offers and the page shows (issue 32, decision 058). Pure: no Node
 * API, so the page and the service share it. Every slot is a Casablanca wall time turned into an
 * instant by the runtime's rules for the zone (@date-fns/tz over Intl), never by a hand-written
 * offset: Morocco leaves UTC+1 for UTC+0 during Ramadan.
 */

export const BOOKING_ZONE = "Africa/Casablanca";

/** One free time: its start and end, ISO 8601 in UTC. */
export type Slot = { start: string; end: string };
/**
 * A free time as listed: with Casablanca's wall-clock time ("08:00"), computed where the zone data
 * is known to be current (the service's), not by the visitor's browser.
 */
export type ListedSlot = Slot & { time: string };
/** The free times of one Casablanca calendar day ("2027-01-11"), earliest first. */
export type SlotDay = { date: string; slots: ListedSlot[] };
/** What `GET /api/demo/slots` answers. */
export type SlotDays = { timeZone: typeof BOOKING_ZONE; minutes: number; days: SlotDay[] };

/** ISO weekday ("1" = Monday … "7" = Sunday) → the hours worked that day, Casablanca time. */
export type WeeklyHours = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", [string, string][]>>;

export const weekdays = ["1", "2", "3", "4", "5", "6", "7"] as const;

/** The settings of decision 058, with their defaults. */
export type BookingSettings = {
  minutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  maxPerDay: number;
};

export const defaultSettings: BookingSettings = {
  minutes: 30,
  bufferMinutes: 15,
  noticeHours: 12,
  horizonDays: 21,
  maxPerDay: 4,
};

export const emptySlotDays = (minutes = defaultSettings.minutes): SlotDays => ({
  timeZone: BOOKING_ZONE,
  minutes,
  days: [],
});

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" ("24:00" allowed as an end), or undefined. */
export function minutesOf(time: string): number | undefined {
  if (time === "24:00") return 24 * 60;
  const match = HHMM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Whether `hours` is a valid weekly_hours value: known days, "HH:MM" ranges that end after they start. */
export function isWeeklyHours(hours: unknown): hours is WeeklyHours {
  if (typeof hours !== "object" || hours === null || Array.isArray(hours)) return false;
  return Object.entries(hours).every(
    ([day, ranges]) =>
      (weekdays as readonly string[]).includes(day) &&
      Array.isArray(ranges) &&
      ranges.every((range: unknown) => {
        if (!Array.isArray(range) || range.length !== 2) return false;
        const [from, to] = range.map((value) => (typeof value === "string" ? minutesOf(value) : undefined));
        return from !== undefined && to !== undefined && from < to;
      }),
  );
}

/**
 * A small cache: the slot list is asked for on every visit, and the zone's arithmetic through Intl
 * costs about a millisecond a day. What is cached depends only on its key; emptied when full.
 */
function memo<T>(limit: number): (key: string, make: () => T) => T {
  const values = new Map<string, T>();
  return (key, make) => {
    const known = values.get(key);
    if (known !== undefined) return known;
    if (values.size >= limit) values.clear();
    const value = make();
    values.set(key, value);
    return value;
  };
}

const dates = memo<string>(20_000);

/** The Casablanca calendar date ("2027-01-11") of an instant. */
export function casablancaDate(instant: Date): string {
  return dates(String(instant.getTime()), () => {
    const wall = new TZDate(instant.getTime(), BOOKING_ZONE);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
  });
}

/** The Casablanca wall time ("10:00") of an instant. */
export function casablancaTime(instant: Date): string {
  const wall = new TZDate(instant.getTime(), BOOKING_ZONE);
  return `${String(wall.getHours()).padStart(2, "0")}:${String(wall.getMinutes()).padStart(2, "0")}`;
}

/** The instant of a Casablanca calendar date and wall time (minutes since midnight). */
export function casablancaInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, BOOKING_ZONE).getTime(),
  );
}

/** The ISO weekday ("1" = Monday) of a calendar date. */
export function isoWeekday(date: string): (typeof weekdays)[number] {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekdays[(day + 6) % 7] as (typeof weekdays)[number];
}

/** The calendar date `n` days after `date`. */
export function addDays(date: string, n: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + n);
  return next.toISOString().slice(0, 10);
}

/** The Monday ("2027-01-11") of the ISO week a calendar date is in: the fairness rule counts per week. */
export function weekOf(date: string): string {
  return addDays(date, 1 - Number(isoWeekday(date)));
}

/**
 * The slot grid of one day (decision 058): in each range of the day's hours, a slot starts at the
 * range's start and then every `minutes + bufferMinutes`, as long as it ends within the range. The
 * starts are Casablanca wall times, so a 10:00 slot is 10:00 in Casablanca on both sides of a
 * change of its clock.
 */
export function dayGrid(
  date: string,
  hours: WeeklyHours,
  settings: Pick<BookingSettings, "minutes" | "bufferMinutes">,
): Slot[] {
  const ranges = hours[isoWeekday(date)] ?? [];
  if (ranges.length === 0) return [];
  const key = `${date} ${settings.minutes} ${settings.bufferMinutes} ${JSON.stringify(ranges)}`;
  return grids(key, () => computeGrid(date, ranges, settings));
}

const grids = memo<Slot[]>(5_000);

function computeGrid(
  date: string,
  ranges: [string, string][],
  settings: Pick<BookingSettings, "minutes" | "bufferMinutes">,
): Slot[] {
  const step = settings.minutes + settings.bufferMinutes;
  const slots: Slot[] = [];
  for (const [from, to] of ranges) {
    const first = minutesOf(from);
    const last = minutesOf(to);
    if (first === undefined || last === undefined) continue;
    for (let start = first; start + settings.minutes <= last; start += step) {
      const begins = casablancaInstant(date, start);
      const ends = new Date(begins.getTime() + settings.minutes * 60_000);
      slots.push({ start: begins.toISOString(), end: ends.toISOString() });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** The Casablanca calendar dates from `now`'s to the horizon, the days the team is closed left out. */
export function openDates(now: Date, horizonDays: number, closed: ReadonlySet<string>): string[] {
  const first = casablancaDate(now);
  return Array.from({ length: horizonDays + 1 }, (_, i) => addDays(first, i)).filter(
    (date) => !isFixedHoliday(date) && !closed.has(date),
  );
}

/** Slots grouped by their Casablanca day, earliest first, without repeats. */
export function groupByDay(slots: Iterable<Slot>, minutes: number): SlotDays {
  const byStart = new Map<string, Slot>();
  for (const slot of slots) byStart.set(slot.start, slot);
  const days = new Map<string, ListedSlot[]>();
  for (const { start, end } of [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start))) {
    const date = casablancaDate(new Date(start));
    days.set(date, [...(days.get(date) ?? []), { start, end, time: casablancaTime(new Date(start)) }]);
  }
  return { timeZone: BOOKING_ZONE, minutes, days: [...days].map(([date, list]) => ({ date, slots: list })) };
}
