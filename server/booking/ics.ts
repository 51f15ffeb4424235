import ICAL from "ical.js";
import { casablancaTime, casablancaZone, MEETING_ZONE } from "#core/tools/ics";

/**
 * A demo as an iCalendar invitation (RFC 5545), written by ical.js like the planner's file
 * (decision 051): `METHOD:REQUEST` when it is booked or moved, `METHOD:CANCEL` when it is
 * cancelled; one UID for the booking's whole life, a SEQUENCE one higher at each change, so a
 * calendar updates the event it has rather than adding one. The times are Casablanca wall times
 * under their zone, with the zone's rules for the year (Ramadan's changes).
 */
export type IcsBooking = {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
};

export type IcsDetails = {
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The video link, or nothing for a phone call. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

export function bookingIcs(booking: IcsBooking, details: IcsDetails, method: "REQUEST" | "CANCEL"): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Urbis//Demo booking//EN");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", method);
  calendar.addSubcomponent(casablancaZone(casablancaTime(booking.startsAt).year));
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", booking.uid);
  event.addPropertyWithValue("sequence", booking.sequence);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(details.stamp, true));
  for (const [name, instant] of [
    ["dtstart", booking.startsAt],
    ["dtend", booking.endsAt],
  ] as const)
    event.addPropertyWithValue(name, casablancaTime(instant)).setParameter("tzid", MEETING_ZONE);
  event.addPropertyWithValue("summary", details.summary);
  event.addPropertyWithValue("description", details.description);
  if (details.location) event.addPropertyWithValue("location", details.location);
  event.addPropertyWithValue("status", method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  const organizer = event.addPropertyWithValue("organizer", `mailto:${details.organizer.email}`);
  organizer.setParameter("cn", details.organizer.name);
  const attendee = event.addPropertyWithValue("attendee", `mailto:${details.attendee.email}`);
  attendee.setParameter("cn", details.attendee.name);
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", method === "CANCEL" ? "DECLINED" : "ACCEPTED");
  calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}
