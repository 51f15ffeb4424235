import { describe, expect, it } from "vitest";
import { readBooking, readSlotList } from "#core/booking/wire";

/**
 * The page reads the service's answers through these (never trusted blindly): Casablanca's day and
 * time are the service's labels, so a slot or a booking without them is not shown as such.
 */
const slot = { start: "2026-11-30T07:00:00.000Z", end: "2026-11-30T07:30:00.000Z", time: "08:00" };
const booking = {
  start: slot.start,
  end: slot.end,
  date: "2026-11-30",
  time: "08:00",
  minutes: 30,
  presenter: "Yasmine",
  mode: "video",
  calendar: "/c.ics",
  reschedule: "/r",
  cancel: "/x",
};

describe("the demo booking's answers as the page reads them", () => {
  it("keeps each slot's Casablanca time and drops a slot without one", () => {
    const list = readSlotList({
      timeZone: "Africa/Casablanca",
      minutes: 30,
      days: [
        { date: "2026-11-30", slots: [slot, { start: slot.end, end: "2026-11-30T08:00:00.000Z" }] },
        { date: "2026-12-01", slots: [{ ...slot, time: "8h" }] },
      ],
    });
    expect(list?.days).toEqual([{ date: "2026-11-30", slots: [slot] }]);
    expect(
      readSlotList({ timeZone: "Africa/Casablanca", minutes: 30, days: [{ date: "30/11", slots: [slot] }] }),
    ).toBe(undefined);
  });

  it("reads a booking with Casablanca's day and time, and refuses one without them", () => {
    expect(readBooking(booking)).toEqual(booking);
    expect(readBooking({ ...booking, time: undefined })).toBeUndefined();
    expect(readBooking({ ...booking, date: "2026-11-30T00:00" })).toBeUndefined();
  });
});
