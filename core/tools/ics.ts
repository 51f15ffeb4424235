/**
 * A general meeting as an iCalendar file (RFC 5545), for the syndic's and owners' calendars.
 *
 * The start and end are written in UTC ("…Z"): a TZID would need the zone's rules in a
 * VTIMEZONE block, and Morocco's clock leaves UTC+1 for UTC+0 each Ramadan on dates set year by
 * year. The meeting's Casablanca wall time is turned into UTC with the zone's rules as the
 * device knows them. Text is escaped (backslash, semicolon, comma, line breaks), lines end in
 * CRLF and are folded at 75 octets without cutting a UTF-8 character in two.
 */

export type AssemblyEvent = {
  /** Unique and stable for this meeting, e.g. "ag-2027-05-15-residence@urbis.ma". */
  uid: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** The meeting's calendar date and time in Casablanca: "2027-05-15", "18:30". */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location?: string;
  description?: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "Africa/Casablanca",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Casablanca is ahead of UTC at `instant`. */
function casablancaOffset(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The UTC instant of a Casablanca wall-clock date and time. */
export function casablancaToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN, hour ?? NaN, minute ?? NaN);
  const exact = !Number.isNaN(wall) && new Date(wall).toISOString().startsWith(`${date}T${time}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !exact)
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  // Twice: the offset at the first guess may differ from the offset at the result near a change.
  const guess = wall - casablancaOffset(wall) * 60_000;
  return new Date(wall - casablancaOffset(guess) * 60_000);
}

/** 20270515T173000Z */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets: continuation lines start with one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function assemblyIcs(event: AssemblyEvent): string {
  const start = casablancaToUtc(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Urbis//Co-ownership toolbox//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map((line) => foldLine(line) + CRLF).join("");
}
