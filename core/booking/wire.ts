/**
 * What the demo booking's endpoints answer (issue 32), shared by the page and the service. Instants
 * are ISO strings in UTC; `date` is a day in Casablanca (YYYY-MM-DD) and `time` Casablanca's
 * wall-clock time ("08:00"), both computed by the service: a browser's zone data may be old (Debian's
 * Chromium still reads Casablanca as UTC+0 in late 2026, where it is UTC+1).
 */
type Slot = { start: string; end: string; time: string };
type SlotDay = { date: string; slots: Slot[] };

/** `GET /api/demo/slots?language=…`: the next free times, by day; `days: []` when none. */
export type SlotList = { timeZone: string; minutes: number; days: SlotDay[] };

/** The demo booked with the form (its JSON answer's `booking`). */
export type BookingAnswer = {
  start: string;
  end: string;
  /** Casablanca's day (YYYY-MM-DD) and wall-clock time ("08:00") of the start, the service's. */
  date: string;
  time: string;
  minutes: number;
  /** The presenter's first name. */
  presenter: string;
  /** A video call (the presenter's meeting link, sent by e-mail) or a phone call. */
  mode: "video" | "phone";
  /** The invitation (.ics). */
  calendar: string;
  /** Signed links, usable until the demo starts. */
  reschedule: string;
  cancel: string;
};

/** Where the page asks for the free times (`?language=`). */
export const slotsPath = "/api/demo/slots";

/** The form's field that names the chosen time; `callback` (no script) asks for a call instead. */
export const slotField = "slot";
export const callbackChoice = "callback";

const isString = (value: unknown): value is string => typeof value === "string";
const isDate = (value: unknown): value is string => isString(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown): value is string => isString(value) && /^\d{2}:\d{2}$/.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A slot list as the service answers it, or undefined for anything else (never trusted blindly). */
export function readSlotList(value: unknown): SlotList | undefined {
  if (!isRecord(value) || !isString(value.timeZone) || typeof value.minutes !== "number") return undefined;
  if (!Array.isArray(value.days)) return undefined;
  const days: SlotDay[] = [];
  for (const day of value.days as unknown[]) {
    if (!isRecord(day) || !isDate(day.date) || !Array.isArray(day.slots)) return undefined;
    const slots = (day.slots as unknown[])
      .filter(
        (slot): slot is Slot =>
          isRecord(slot) && isString(slot.start) && isString(slot.end) && isTime(slot.time),
      )
      .map(({ start, end, time }) => ({ start, end, time }));
    if (slots.length > 0) days.push({ date: day.date, slots });
  }
  return { timeZone: value.timeZone, minutes: value.minutes, days };
}

/** A booking as the service answers it, or undefined. */
export function readBooking(value: unknown): BookingAnswer | undefined {
  if (!isRecord(value)) return undefined;
  const { start, end, date, time, minutes, presenter, mode, calendar, reschedule, cancel } = value;
  if (![start, end, presenter, calendar, reschedule, cancel].every(isString)) return undefined;
  if (!isDate(date) || !isTime(time)) return undefined;
  if (typeof minutes !== "number" || (mode !== "video" && mode !== "phone")) return undefined;
  return { start, end, date, time, minutes, presenter, mode, calendar, reschedule, cancel } as BookingAnswer;
}
