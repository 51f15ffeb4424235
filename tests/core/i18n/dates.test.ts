import { describe, expect, it } from "vitest";
import { formatDateTime, formatMoment, siteTimeZone, weekdayInitials } from "#core/i18n/dates";
import { inboxUi } from "#server/inbox/view/inbox-language";
import { getLocale } from "#core/i18n/locales";

describe("dates and times (core/i18n/dates.ts)", () => {
  const fr = getLocale("fr").intl;
  const en = getLocale("en").intl;
  const ar = getLocale("ar").intl;

  it("writes a moment in Morocco's time, whatever the machine's zone", () => {
    // 17:30 UTC is 18:30 in Casablanca in May (UTC+1).
    const moment = "2026-05-12T17:30:00Z";
    expect(formatMoment(moment, fr, "time")).toBe("18:30");
    expect(formatMoment(moment, en, "time")).toBe("18:30");
    expect(formatMoment(moment, ar, "time")).toBe("18:30");
  });

  it("names the month in each language, Morocco's names in Arabic", () => {
    const moment = "2026-05-12T09:00:00+01:00";
    expect(formatMoment(moment, fr, "day")).toBe("12 mai");
    expect(formatMoment(moment, en, "day")).toBe("12 May");
    expect(formatMoment(moment, ar, "day")).toBe("12 ماي");
  });

  it('names months and weekdays in full, never an abbreviation such as fr-MA\'s "jui." (decision 061)', () => {
    // 2 June, 2 January, 2 February, 2 September: the months Intl abbreviates in French and English.
    const moments = [
      "2026-06-02T09:00:00+01:00",
      "2026-01-02T09:00:00+01:00",
      "2026-02-02T09:00:00+01:00",
      "2026-09-02T09:00:00+01:00",
    ];
    expect(moments.map((moment) => formatMoment(moment, fr, "day"))).toEqual([
      "2 juin",
      "2 janvier",
      "2 février",
      "2 septembre",
    ]);
    expect(moments.map((moment) => formatMoment(moment, en, "day"))).toEqual([
      "2 June",
      "2 January",
      "2 February",
      "2 September",
    ]);
    expect(formatMoment("2026-06-15T12:00:00+01:00", fr, "monthName")).toBe("juin");
    expect(formatMoment("2026-07-15T12:00:00+01:00", fr, "monthName")).toBe("juillet");
    expect(formatMoment("2026-05-12T18:30:00+01:00", fr, "dayTime")).toBe("mardi 12 mai à 18:30");
    for (const code of ["fr", "en", "ar"] as const)
      for (const style of ["date", "day", "dayTime", "month", "monthName"] as const)
        for (const month of Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0")))
          expect(formatMoment(`2026-${month}-10T10:00:00+01:00`, getLocale(code).intl, style)).not.toMatch(
            /\p{L}\./u,
          );
  });

  it("writes English dates the British way: day, month, year, and 24-hour times", () => {
    expect(formatMoment("2026-05-12T18:30:00+01:00", en, "date")).toBe("12 May 2026");
    expect(formatMoment("2026-05-12T18:30:00+01:00", en, "dayTime")).toBe("Tuesday 12 May at 18:30");
  });

  it("writes an Arabic day and time as a Moroccan writer does: على الساعة, not في", () => {
    expect(formatMoment("2026-05-16T16:00:00+01:00", ar, "dayTime")).toBe("السبت 16 ماي على الساعة 16:00");
    expect(formatMoment("2026-05-12T09:05:00+01:00", ar, "dayTime")).toBe("الثلاثاء 12 ماي على الساعة 09:05");
    expect(formatMoment("2026-05-16T16:00:00+01:00", ar, "time")).toBe("16:00");
    expect(formatMoment("2026-05-16T16:00:00+01:00", ar, "day")).toBe("16 ماي");
    // The inbox's and the e-mails' dates (a long date and a short time) read the same way.
    const long = new Intl.DateTimeFormat(ar, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: siteTimeZone,
    });
    expect(formatDateTime(long, new Date("2026-05-16T16:00:00+01:00"))).toBe("16 ماي 2026 على الساعة 16:00");
    expect(inboxUi("ar").dateTime(new Date("2026-05-16T16:00:00+01:00"))).toContain("ماي 2026 على الساعة");
    expect(inboxUi("fr").dateTime(new Date("2026-05-16T16:00:00+01:00"))).not.toContain("الساعة");
  });

  it("heads a calendar's columns from Monday", () => {
    expect(weekdayInitials(fr)).toEqual(["L", "M", "M", "J", "V", "S", "D"]);
    expect(weekdayInitials(ar)).toHaveLength(7);
  });
});
