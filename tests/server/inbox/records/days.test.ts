import { describe, expect, it } from "vitest";
import { dayStart } from "#server/inbox/records/days";

describe("a day in Casablanca", () => {
  it("starts at 23:00 UTC the evening before on Morocco's usual UTC+1", () => {
    expect(dayStart("2026-05-12").toISOString()).toBe("2026-05-11T23:00:00.000Z");
    expect(dayStart("2026-11-23").toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(dayStart("2027-06-01").toISOString()).toBe("2027-05-31T23:00:00.000Z");
  });

  it("starts at midnight UTC during Ramadan, when Morocco is on UTC+0", () => {
    expect(dayStart("2026-03-01").toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  it("moves by whole days across month and year ends", () => {
    expect(dayStart("2026-11-30", 1).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(dayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });
});
