import { tzScan } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { formatSlotDay, formatSlotTime, slotTimes } from "#core/booking/format";
import { isFixedHoliday } from "#core/booking/holidays";
import {
  BOOKING_ZONE,
  casablancaDate,
  casablancaTime,
  dayGrid,
  defaultSettings,
  groupByDay,
  isWeeklyHours,
  openDates,
  weekOf,
  type WeeklyHours,
} from "#core/booking/slots";
import { must } from "../../server/support/must";

const hours: WeeklyHours = { "1": [["09:00", "12:00"]], "7": [["10:00", "11:00"]] };

describe("the slot grid in Casablanca time across the 2027 Ramadan changes", () => {
  it("finds the runtime's 2027 changes of Africa/Casablanca where the tests expect them", () => {
    const changes = tzScan(BOOKING_ZONE, {
      start: new Date("2027-01-01T00:00:00Z"),
      end: new Date("2028-01-01T00:00:00Z"),
    });
    expect(changes.map((c) => [c.date.toISOString(), c.offset])).toEqual([
      ["2027-02-07T02:00:00.000Z", 0],
      ["2027-03-14T02:00:00.000Z", 60],
    ]);
  });

  it.each([
    ["2027-02-01", "09:00"], // Monday before Ramadan: UTC+1
    ["2027-02-08", "10:00"], // Monday in Ramadan: UTC+0
    ["2027-03-15", "09:00"], // Monday after: UTC+1 again
  ])("puts a 10:00 slot at 10:00 in Casablanca on %s (%s UTC)", (date, utc) => {
    const grid = dayGrid(date, { "1": [["10:00", "10:30"]] }, defaultSettings);
    expect(grid).toHaveLength(1);
    const start = new Date(must(grid[0], "the slot").start);
    expect(start.toISOString()).toBe(`${date}T${utc}:00.000Z`);
    expect(casablancaTime(start)).toBe("10:00");
    expect(casablancaDate(start)).toBe(date);
    expect(new Date(must(grid[0], "the slot").end).getTime() - start.getTime()).toBe(30 * 60_000);
  });

  it("keeps the wall times on the days the clock changes (Sundays 7 February and 14 March 2027)", () => {
    for (const date of ["2027-02-07", "2027-03-14"]) {
      const grid = dayGrid(date, hours, defaultSettings);
      expect(grid.map((slot) => casablancaTime(new Date(slot.start)))).toEqual(["10:00"]);
    }
    expect(must(dayGrid("2027-02-07", hours, defaultSettings)[0], "the slot").start).toBe(
      "2027-02-07T10:00:00.000Z",
    );
    expect(must(dayGrid("2027-03-14", hours, defaultSettings)[0], "the slot").start).toBe(
      "2027-03-14T09:00:00.000Z",
    );
  });

  it("steps by the length and the buffer, and ends every slot within the hours", () => {
    const times = dayGrid("2027-02-08", hours, defaultSettings).map((s) => casablancaTime(new Date(s.start)));
    expect(times).toEqual(["09:00", "09:45", "10:30", "11:15"]);
    expect(dayGrid("2027-02-09", hours, defaultSettings)).toEqual([]); // a Tuesday: no hours
  });

  it("leaves out the fixed-date holidays and the team's closed days, to the horizon", () => {
    expect(isFixedHoliday("2027-01-11")).toBe(true);
    expect(isFixedHoliday("2027-01-12")).toBe(false);
    const dates = openDates(new Date("2027-01-09T12:00:00Z"), 7, new Set(["2027-01-13"]));
    expect(dates).toEqual(["2027-01-09", "2027-01-10", "2027-01-12", "2027-01-15", "2027-01-16"]);
  });

  it("groups slots by their Casablanca day and counts weeks from Monday", () => {
    const slots = [
      ...dayGrid("2027-02-08", hours, defaultSettings),
      ...dayGrid("2027-02-01", hours, defaultSettings),
    ];
    const grouped = groupByDay(slots, 30);
    expect(grouped.days.map((d) => [d.date, d.slots.length])).toEqual([
      ["2027-02-01", 4],
      ["2027-02-08", 4],
    ]);
    expect(weekOf("2027-02-07")).toBe("2027-02-01");
    expect(weekOf("2027-02-08")).toBe("2027-02-08");
  });

  it("accepts weekly hours of known days and ordered HH:MM ranges only", () => {
    expect(isWeeklyHours(hours)).toBe(true);
    expect(isWeeklyHours({ "8": [["09:00", "10:00"]] })).toBe(false);
    expect(isWeeklyHours({ "1": [["10:00", "09:00"]] })).toBe(false);
    expect(isWeeklyHours({ "1": [["9:00", "10:00"]] })).toBe(false);
  });
});

describe("a slot's time for a visitor in Europe/Paris", () => {
  it("gives both times when the clocks differ (Ramadan: Casablanca UTC+0, Paris UTC+1)", () => {
    const [slot] = dayGrid("2027-02-08", { "1": [["10:00", "10:30"]] }, defaultSettings);
    const times = slotTimes(must(slot, "the slot").start, "fr", "Europe/Paris");
    expect(times.casablanca).toBe("10:00");
    expect(times.local).toBe("11:00");
    expect(times.day).toBe("lundi 8 février");
    expect(times.localDay).toBeUndefined();
  });

  it("gives one time when the clocks read the same (outside Ramadan in winter)", () => {
    const [slot] = dayGrid("2027-02-01", { "1": [["10:00", "10:30"]] }, defaultSettings);
    const times = slotTimes(must(slot, "the slot").start, "en", "Europe/Paris");
    expect(times.casablanca).toBe("10:00");
    expect(times.local).toBeUndefined();
  });

  it("says the day too when the visitor's clock is on another day (Montréal, evening before)", () => {
    const [slot] = dayGrid("2027-02-08", { "1": [["03:00", "03:30"]] }, defaultSettings);
    const times = slotTimes(must(slot, "the slot").start, "ar", "America/Toronto");
    expect(times.local).toBeDefined();
    expect(times.localDay).toBeDefined();
    expect(times.localDay).not.toBe(times.day);
  });

  it("names a Casablanca day from its date or from a start, and its time", () => {
    expect(formatSlotDay("2027-02-08", "en")).toBe("Monday 8 February");
    expect(formatSlotDay("2027-02-07T23:30:00.000Z", "fr")).toBe("dimanche 7 février");
    expect(formatSlotTime("2027-03-15T09:00:00.000Z", "fr")).toBe("10:00");
  });
});
