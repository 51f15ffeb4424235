/**
 * Days as the team lives them, in Morocco. The boundaries are computed here, from the runtime's
 * time-zone data, rather than by the database: the embedded database's copy of the Casablanca
 * rules stops following them in late 2026 (it falls back to UTC+0), which would shift every
 * day by an hour.
 */
export const TEAM_TIME_ZONE = "Africa/Casablanca";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** How far Casablanca's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const part = Object.fromEntries(
    wallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  const asUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`, shifted by `plusDays`) begins in Casablanca. */
export function dayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + plusDays);
  // Twice: the offset at the first guess may differ from the one at the answer near a change.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}
