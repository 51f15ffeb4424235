/**
 * When a visitor would like the team to call, in Morocco's time (Africa/Casablanca): the team's
 * opening hours (weekdays 9:00–18:00, Saturday 9:00–13:00, as the contact page says) cut in slots. The hours are shown formatted in the visitor's language next to each slot's name.
 */
export const timeSlots = [
  { id: "weekday-morning", from: 9, to: 12 },
  { id: "weekday-midday", from: 12, to: 14 },
  { id: "weekday-afternoon", from: 14, to: 18 },
  { id: "saturday-morning", from: 9, to: 13 },
] as const;

export type TimeSlotId = (typeof timeSlots)[number]["id"];
export const timeSlotIds = timeSlots.map((slot) => slot.id) as [TimeSlotId, ...TimeSlotId[]];

export const timeZone = "Africa/Casablanca";

/** "09:00 – 12:00" (fr), "09:00–12:00" (en-GB, 24-hour like the rest): wall-clock hours, so formatted as UTC. */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

export function formatSlotHours(slot: { from: number; to: number }, intlLocale: string): string {
  let format = hourFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    hourFormats.set(intlLocale, format);
  }
  return format.formatRange(
    new Date(Date.UTC(2000, 0, 3, slot.from)),
    new Date(Date.UTC(2000, 0, 3, slot.to)),
  );
}
