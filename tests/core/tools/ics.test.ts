import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { assemblyIcs, casablancaToUtc, type AssemblyEvent } from "#core/tools/ics";

const encoder = new TextEncoder();

const yasmine: AssemblyEvent = {
  uid: "ag-2027-05-15-yasmine@urbis.ma",
  stamp: new Date("2026-11-26T04:30:00Z"),
  date: "2027-05-15",
  time: "18:30",
  durationMinutes: 120,
  summary: "الجمع العام العادي, إقامة الياسمين; العمارة ب",
  location: "Salle des fêtes, 12 rue Ibn Sina; Casablanca",
  description: "Ordre du jour :\n1. Comptes 2026, budget 2027; vote\n2. Élection du syndic\\adjoint",
};

/** The file read back by the library that wrote it: its event, its zone resolved from the file. */
function readBack(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("No event in the file");
  return new ICAL.Event(vevent);
}

describe("core/tools/ics", () => {
  it("writes the event byte for byte: its Casablanca wall time under the zone, text escaped, CRLF, folded at 75 octets", () => {
    const ics = assemblyIcs(yasmine);
    // SUMMARY: "SUMMARY:" is 8 octets, each Arabic letter 2; after "…الياسمين\; " the line holds
    // 75 octets, so the rest continues on a line that starts with one space.
    // DESCRIPTION: 75 octets end after "Élec" (É is 2 octets); the rest follows a space.
    const event = [
      "BEGIN:VEVENT",
      "UID:ag-2027-05-15-yasmine@urbis.ma",
      "DTSTAMP:20261126T043000Z",
      "DTSTART;TZID=Africa/Casablanca:20270515T183000",
      "DTEND;TZID=Africa/Casablanca:20270515T203000",
      "SUMMARY:الجمع العام العادي\\, إقامة الياسمين\\; ",
      " العمارة ب",
      "LOCATION:Salle des fêtes\\, 12 rue Ibn Sina\\; Casablanca",
      "DESCRIPTION:Ordre du jour :\\n1. Comptes 2026\\, budget 2027\\; vote\\n2. Élec",
      " tion du syndic\\\\adjoint",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(
      ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Urbis//Co-ownership toolbox//EN\r\n"),
    ).toBe(true);
    expect(ics).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Africa/Casablanca\r\n");
    expect(ics.endsWith(`\r\n${event}`)).toBe(true);
    const lines = ics.split("\r\n");
    expect(Math.max(...lines.map((line) => encoder.encode(line).length))).toBe(75);
    expect(lines.at(-1)).toBe("");
  });

  it("writes 10:00 in Casablanca on 9 January 2027 as 10:00 there, which is 09:00 UTC (UTC+1 outside Ramadan)", () => {
    const ics = assemblyIcs({ ...yasmine, date: "2027-01-09", time: "10:00" });
    expect(ics).toContain("\r\nDTSTART;TZID=Africa/Casablanca:20270109T100000\r\n");
    expect(ics).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const event = readBack(ics);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-09T09:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-09T11:00:00.000Z");
  });

  it("reads back every text as it was given: commas, semicolons, backslashes, line breaks, Arabic", () => {
    const event = readBack(assemblyIcs(yasmine));
    expect(event.uid).toBe(yasmine.uid);
    expect(event.summary).toBe(yasmine.summary);
    expect(event.location).toBe(yasmine.location);
    expect(event.description).toBe(yasmine.description);
  });

  it("leaves out the location and description when there are none", () => {
    const ics = assemblyIcs({
      uid: "x@urbis.ma",
      stamp: new Date("2026-11-26T00:00:00Z"),
      date: "2027-05-15",
      time: "09:00",
      durationMinutes: 60,
      summary: "AG",
    });
    expect(ics).not.toContain("LOCATION");
    expect(ics).not.toContain("DESCRIPTION");
    expect(ics).toContain(
      "DTSTART;TZID=Africa/Casablanca:20270515T090000\r\nDTEND;TZID=Africa/Casablanca:20270515T100000\r\n",
    );
  });

  it("follows Casablanca's clock as the runtime knows it: UTC+0 during Ramadan 2025, UTC+1 after it", () => {
    expect(casablancaToUtc("2025-03-15", "18:30").toISOString()).toBe("2025-03-15T18:30:00.000Z");
    expect(casablancaToUtc("2025-05-15", "18:30").toISOString()).toBe("2025-05-15T17:30:00.000Z");
  });

  it("refuses a date or a time that does not exist", () => {
    expect(() => casablancaToUtc("2027-02-30", "18:00")).toThrow(RangeError);
    expect(() => casablancaToUtc("2027-05-15", "25:00")).toThrow(RangeError);
    expect(() => casablancaToUtc("15/05/2027", "18:00")).toThrow(RangeError);
    expect(() => assemblyIcs({ ...yasmine, time: "18h30" })).toThrow(RangeError);
  });

  it("never cuts a character in two when folding", () => {
    const description = `${"é".repeat(40)}${"🏢".repeat(20)}`;
    const ics = assemblyIcs({ ...yasmine, description });
    for (const line of ics.split("\r\n")) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
    }
    expect(ics.replace(/\r\n /g, "")).toContain(`\r\nDESCRIPTION:${description}\r\n`);
  });
});
