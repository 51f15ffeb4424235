import { describe, expect, it } from "vitest";
import { getCitation } from "#core/content/co-ownership-law";
import {
  addDays,
  addMonths,
  assemblyDeadlines,
  checkMeetingDate,
  ordinaryAssemblyWindow,
  todayInCasablanca,
} from "#core/tools/assembly-deadlines";

describe("core/tools/assembly-deadlines", () => {
  it("a meeting on Saturday 20 March 2027: notices out by 5 March (article 16, fifteen days)", () => {
    // 20 March − 15 days = 5 March.
    const [convocations] = assemblyDeadlines("2027-03-20");
    expect(convocations).toEqual({
      id: "convocations-sent",
      citationId: "convocation-notice",
      relation: "before-meeting",
      date: "2027-03-05",
    });
    expect(getCitation("convocation-notice")).toMatchObject({ article: "16", value: { days: 15 } });
  });

  it("the decisions and minutes go to every owner within eight days: by 28 March (article 30)", () => {
    const minutes = assemblyDeadlines("2027-03-20").find((d) => d.id === "minutes-notified");
    expect(minutes).toEqual({
      id: "minutes-notified",
      citationId: "minutes-notification",
      relation: "after-meeting",
      date: "2027-03-28",
    });
    expect(getCitation("minutes-notification")).toMatchObject({ article: "30", value: { days: 8 } });
  });

  it("gives no second meeting: the text on the quorum was not found, so no rule is given", () => {
    expect(assemblyDeadlines("2027-03-20").map((d) => d.citationId)).toEqual([
      "convocation-notice",
      "minutes-notification",
    ]);
    expect(getCitation("quorum")).toMatchObject({ article: "not found", status: "unverified" });
  });

  it("keeps to the calendar across the year's end and the months' lengths", () => {
    expect(addDays("2027-01-10", -15)).toBe("2026-12-26");
    expect(addDays("2028-02-20", 10)).toBe("2028-03-01"); // 2028 is a leap year: 29 days in February.
    expect(addMonths("2026-12-31", 2)).toBe("2027-02-28");
    expect(addMonths("2027-12-31", 2)).toBe("2028-02-29");
    expect(addMonths("2027-01-15", -2)).toBe("2026-11-15");
  });

  it("the ordinary meeting after a year ending 31 December 2026: by 30 January 2027 (article 16 bis 2)", () => {
    expect(ordinaryAssemblyWindow("2026-12-31").map((a) => [a.delay, a.date])).toEqual([
      [{ days: 30 }, "2027-01-30"],
    ]);
  });

  it("refuses a date that is not one, a date in the past and a date too close for the notices", () => {
    const today = "2027-03-01";
    expect(checkMeetingDate("2027-02-30", today)).toEqual([{ code: "invalid-date", field: "meetingDate" }]);
    expect(checkMeetingDate("20/03/2027", today)).toEqual([{ code: "invalid-date", field: "meetingDate" }]);
    expect(checkMeetingDate("2027-02-28", today)).toEqual([{ code: "date-in-past", field: "meetingDate" }]);
    // 10 March − 15 days = 23 February, already gone on 1 March.
    expect(checkMeetingDate("2027-03-10", today)).toEqual([
      { code: "notice-too-late", field: "meetingDate" },
    ]);
    // 16 March − 15 days = 1 March: still today.
    expect(checkMeetingDate("2027-03-16", today)).toEqual([]);
  });

  it("reads today's date in Casablanca, not the device's: 23:30 UTC on 25 November is the 26th there", () => {
    expect(todayInCasablanca(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(todayInCasablanca(new Date("2026-11-25T22:30:00Z"))).toBe("2026-11-25");
  });

  it("throws on a date that is not a calendar date", () => {
    expect(() => assemblyDeadlines("2027-13-01")).toThrow(RangeError);
  });
});
