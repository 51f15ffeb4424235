import { TZDate, tzOffset, tzScan } from "@date-fns/tz";
import ICAL from "ical.js";

/**
 * A general meeting as an iCalendar file (RFC 5545), for the syndic's and owners' calendars
 * (decision 051). ical.js writes the file: escaping, CRLF line ends, lines folded at 75 octets.
 *
 * The meeting is written as the syndic typed it, a Casablanca wall time under its zone
 * (`DTSTART;TZID=Africa/Casablanca:20270109T100000`): a calendar that knows the zone places it by
 * its own rules for Morocco's clock, which leaves UTC+1 for UTC+0 each Ramadan on dates set year
 * by year. The file carries the zone's rules for the meeting's year too (a VTIMEZONE), as RFC 5545
 * asks, read from the runtime's time-zone data (Intl, through @date-fns/tz): no zone database is
 * bundled.
 */

export const MEETING_ZONE = "Africa/Casablanca";

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

type Wall = { year: number; month: number; day: number; hour: number; minute: number };

/** A date and a time as typed, or a RangeError when either does not exist. */
function wallOf(date: string, time: string): Wall {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  const [year, month, day] = [Number(d?.[1]), Number(d?.[2]), Number(d?.[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!d || !t || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  return { year, month, day, hour: Number(t[1]), minute: Number(t[2]) };
}

/** The UTC instant of a Casablanca wall-clock date and time, by the runtime's rules for the zone. */
export function casablancaToUtc(date: string, time: string): Date {
  const { year, month, day, hour, minute } = wallOf(date, time);
  return new Date(new TZDate(year, month - 1, day, hour, minute, MEETING_ZONE).getTime());
}

/** An instant as Casablanca's wall time, for a DTSTART or DTEND with a TZID. */
export function casablancaTime(instant: Date): ICAL.Time {
  const wall = new TZDate(instant.getTime(), MEETING_ZONE);
  return ICAL.Time.fromData({
    year: wall.getFullYear(),
    month: wall.getMonth() + 1,
    day: wall.getDate(),
    hour: wall.getHours(),
    minute: wall.getMinutes(),
    second: 0,
    isDate: false,
  });
}

/** The zone's rules by year, read once: scanning a year asks Intl a few hundred times. */
const zones = new Map<number, ReturnType<ICAL.Component["toJSON"]>>();

const offset = (minutes: number) => ICAL.UtcOffset.fromSeconds(minutes * 60);

/**
 * The zone's rules over the meeting's year, as the runtime knows them: the offset on 1 January,
 * then each change (Ramadan's two), each onset written in the local time it replaces.
 */
export function casablancaZone(year: number): ICAL.Component {
  const known = zones.get(year);
  if (known) return new ICAL.Component(structuredClone(known));
  const start = new Date(Date.UTC(year, 0, 1));
  const changes = tzScan(MEETING_ZONE, { start, end: new Date(Date.UTC(year + 1, 0, 1)) });
  const first = tzOffset(MEETING_ZONE, start);
  const zone = new ICAL.Component("vtimezone");
  zone.addPropertyWithValue("tzid", MEETING_ZONE);
  const observance = (onset: Date, from: number, to: number) => {
    // The year's first offset is Morocco's standard time; Ramadan's is written as its daylight time.
    const part = new ICAL.Component(to === first ? "standard" : "daylight");
    const local = new Date(onset.getTime() + from * 60_000);
    part.addPropertyWithValue(
      "dtstart",
      ICAL.Time.fromData({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        hour: local.getUTCHours(),
        minute: local.getUTCMinutes(),
        second: 0,
        isDate: false,
      }),
    );
    part.addPropertyWithValue("tzoffsetfrom", offset(from));
    part.addPropertyWithValue("tzoffsetto", offset(to));
    part.addPropertyWithValue(
      "tzname",
      offset(to)
        .toICALString()
        .replace(/^([+-]\d\d)(\d\d)$/, "$1"),
    );
    zone.addSubcomponent(part);
  };
  observance(start, first, first);
  for (const change of changes) observance(change.date, change.offset - change.change, change.offset);
  zones.set(year, zone.toJSON());
  return zone;
}

/** The meeting's .ics: one event at its Casablanca time, with the zone's rules for its year. */
export function assemblyIcs(event: AssemblyEvent): string {
  const start = casablancaToUtc(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Urbis//Co-ownership toolbox//EN");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addSubcomponent(casablancaZone(wallOf(event.date, event.time).year));

  const meeting = new ICAL.Component("vevent");
  meeting.addPropertyWithValue("uid", event.uid);
  meeting.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(event.stamp, true));
  for (const [name, instant] of [
    ["dtstart", start],
    ["dtend", end],
  ] as const)
    meeting.addPropertyWithValue(name, casablancaTime(instant)).setParameter("tzid", MEETING_ZONE);
  meeting.addPropertyWithValue("summary", event.summary);
  if (event.location) meeting.addPropertyWithValue("location", event.location);
  if (event.description) meeting.addPropertyWithValue("description", event.description);
  calendar.addSubcomponent(meeting);
  // Every content line ends in CRLF, the last one included (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}
