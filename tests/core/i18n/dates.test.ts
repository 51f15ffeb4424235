import { describe, expect, it } from "vitest";
import { formatMoment, weekdayInitials } from "#core/i18n/dates";
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
    expect(formatMoment(moment, en, "day")).toBe("May 12");
    expect(formatMoment(moment, ar, "day")).toBe("12 ماي");
  });

  it("heads a calendar's columns from Monday", () => {
    expect(weekdayInitials(fr)).toEqual(["L", "M", "M", "J", "V", "S", "D"]);
    expect(weekdayInitials(ar)).toHaveLength(7);
  });
});
