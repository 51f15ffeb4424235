import ICAL from "ical.js";
import { must } from "../../support/must";

/** An invitation read back with ical.js: its method, its event, the start as an instant. */
export function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(must(calendar.getFirstSubcomponent("vevent"), "the event"));
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: event.component.getFirstPropertyValue("status"),
    tzid: event.startDate.zone?.tzid,
  };
}
