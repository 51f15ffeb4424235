import { describe, expect, it } from "vitest";
import { assemblyIcs, casablancaToUtc, escapeText, foldLine } from "#core/tools/ics";

const encoder = new TextEncoder();

describe("core/tools/ics", () => {
  it("writes the meeting byte for byte: UTC times, escaped text, CRLF, lines folded at 75 octets", () => {
    const ics = assemblyIcs({
      uid: "ag-2027-05-15-yasmine@urbis.ma",
      stamp: new Date("2026-11-26T04:30:00Z"),
      // 18:30 in Casablanca on 15 May 2027 is UTC+1: 17:30 UTC; two hours later, 19:30 UTC.
      date: "2027-05-15",
      time: "18:30",
      durationMinutes: 120,
      summary: "الجمع العام العادي, إقامة الياسمين; العمارة ب",
      location: "Salle des fêtes, 12 rue Ibn Sina; Casablanca",
      description: "Ordre du jour :\n1. Comptes 2026, budget 2027; vote\n2. Élection du syndic\\adjoint",
    });
    // SUMMARY: "SUMMARY:" is 8 octets, each Arabic letter 2; after "…الياسمين\; " the line holds
    // 75 octets, so the rest continues on a line that starts with one space.
    // DESCRIPTION: 75 octets end after "Élec" (É is 2 octets); the rest follows a space.
    const expected = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Urbis//Co-ownership toolbox//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:ag-2027-05-15-yasmine@urbis.ma",
      "DTSTAMP:20261126T043000Z",
      "DTSTART:20270515T173000Z",
      "DTEND:20270515T193000Z",
      "SUMMARY:الجمع العام العادي\\, إقامة الياسمين\\; ",
      " العمارة ب",
      "LOCATION:Salle des fêtes\\, 12 rue Ibn Sina\\; Casablanca",
      "DESCRIPTION:Ordre du jour :\\n1. Comptes 2026\\, budget 2027\\; vote\\n2. Élec",
      " tion du syndic\\\\adjoint",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(ics).toBe(expected);
    const lines = ics.split("\r\n");
    expect(Math.max(...lines.map((line) => encoder.encode(line).length))).toBe(75);
    expect(ics.replace(/\r\n /g, "")).toContain(
      "SUMMARY:الجمع العام العادي\\, إقامة الياسمين\\; العمارة ب\r\n",
    );
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
    expect(ics).toContain("DTSTART:20270515T080000Z\r\nDTEND:20270515T090000Z\r\n");
  });

  it("follows Casablanca's clock: UTC+0 during Ramadan 2025, UTC+1 after it", () => {
    expect(casablancaToUtc("2025-03-15", "18:30").toISOString()).toBe("2025-03-15T18:30:00.000Z");
    expect(casablancaToUtc("2025-05-15", "18:30").toISOString()).toBe("2025-05-15T17:30:00.000Z");
  });

  it("refuses a date or a time that does not exist", () => {
    expect(() => casablancaToUtc("2027-02-30", "18:00")).toThrow(RangeError);
    expect(() => casablancaToUtc("2027-05-15", "25:00")).toThrow(RangeError);
    expect(() => casablancaToUtc("15/05/2027", "18:00")).toThrow(RangeError);
  });

  it("escapes backslashes first, then semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("never cuts a character in two when folding", () => {
    const line = `DESCRIPTION:${"é".repeat(40)}${"🏢".repeat(20)}`;
    const folded = foldLine(line);
    for (const piece of folded.split("\r\n")) {
      expect(encoder.encode(piece).length).toBeLessThanOrEqual(75);
      expect(piece).not.toMatch(/\uFFFD/);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
