import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { getLocale, locales } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { addDays } from "#core/tools/assembly-deadlines";
import {
  emptyPlanner,
  readPlanner,
  type MeetingKind,
  type PlannerState,
} from "#core/tools/general-assembly-form";
import { calendarFile, MEETING_MINUTES } from "#app/pages/tools-general-assembly/calendar-file";

/**
 * Every calendar file the planner makes for 2027, in each language and for each kind of meeting,
 * read back with ical.js: each meeting starts at the instant its Casablanca date and time name,
 * by this runtime's time-zone data, across the two changes of Ramadan 2027. The changes are found
 * in the runtime's data here, by Intl alone, not written down.
 */

const ZONE = "Africa/Casablanca";
const YEAR = 2027;
const HOUR = 3_600_000;

const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });
/** Minutes Casablanca is ahead of UTC at `instant`, as Intl says. */
function offsetAt(instant: number): number {
  const name = offsetName.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instants the offset changes in `year`, to the minute. */
function changesIn(year: number): { at: number; from: number; to: number }[] {
  const found = [];
  for (let hour = Date.UTC(year, 0, 1); hour < Date.UTC(year + 1, 0, 1); hour += HOUR) {
    if (offsetAt(hour) === offsetAt(hour + HOUR)) continue;
    let [low, high] = [hour, hour + HOUR];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(middle) === offsetAt(low)) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: offsetAt(low), to: offsetAt(high) });
  }
  return found;
}

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
/** `instant` as Casablanca's date and time: "2027-01-09 10:00". */
function wallOf(instant: number): string {
  const parts = wallClock.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

const translators = locales.map(({ code }) =>
  createTranslator(getLocale(code), loadMessages(code, ["tools"])),
);
const kinds: MeetingKind[] = ["ordinary", "extraordinary"];

function fileFor(date: string, time: string, languageIndex: number, kind: MeetingKind) {
  const t = translators[languageIndex];
  if (!t) throw new Error("No translator");
  const state: PlannerState = {
    ...emptyPlanner(),
    date,
    time,
    kind,
    place: "Salle commune",
    residence: "Les Orangers",
  };
  const file = calendarFile(
    t,
    state,
    readPlanner(state, `${YEAR - 1}-12-01`),
    new Date(Date.UTC(YEAR - 1, 11, 1)),
  );
  if (!file) throw new Error(`No file for ${date} ${time}`);
  const vevent = new ICAL.Component(ICAL.parse(file.text)).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("No event in the file");
  const event = new ICAL.Event(vevent);
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() };
}

const changes = changesIn(YEAR);
const days = Array.from({ length: 365 }, (_, day) => addDays(`${YEAR}-01-01`, day));

describe("the planner's calendar files for 2027, read back", () => {
  it("finds Ramadan's two changes of Casablanca's clock in the runtime's data: UTC+1 to UTC+0, then back", () => {
    expect(changes.map(({ from, to }) => [from, to])).toEqual([
      [60, 0],
      [0, 60],
    ]);
  });

  it("starts each meeting of every day at its Casablanca time, in each language and for both kinds", () => {
    const wrong: string[] = [];
    const combinations = translators.flatMap((_, index) => kinds.map((kind) => [index, kind] as const));
    for (const [day, date] of days.entries())
      for (const time of ["09:00", "18:30"]) {
        // Each day in one language and kind, in turn: every language and kind in every season.
        const [index, kind] = combinations[day % combinations.length] ?? [0, "ordinary"];
        const { start, end } = fileFor(date, time, index, kind);
        const inRamadan =
          changes.length === 2 && start >= (changes[0]?.at ?? 0) && start < (changes[1]?.at ?? 0);
        if (wallOf(start) !== `${date} ${time}` || offsetAt(start) !== (inRamadan ? 0 : 60))
          wrong.push(`${date} ${time} (${index}, ${kind}): ${new Date(start).toISOString()}`);
        if (end - start !== MEETING_MINUTES * 60_000) wrong.push(`${date} ${time}: ends at ${end}`);
      }
    expect(wrong).toEqual([]);
  });

  it("places every half hour of the days around each change on its own instant", () => {
    const wrong: string[] = [];
    for (const change of changes) {
      const day = wallOf(change.at).slice(0, 10);
      // The wall times the change repeats or skips (02:00 to 03:00) name two instants or none.
      const minutes = (instant: number) =>
        Number(wallOf(instant).slice(11, 13)) * 60 + Number(wallOf(instant).slice(14));
      const [before, after] = [minutes(change.at - 60_000) + 1, minutes(change.at)];
      const changed = (minute: number) =>
        Math.min(before, after) <= minute && minute < Math.max(before, after);
      for (const date of [addDays(day, -1), day, addDays(day, 1)])
        for (let half = 0; half < 48; half++) {
          const hour = Math.floor(half / 2);
          if (date === day && changed(half * 30)) continue;
          const time = `${String(hour).padStart(2, "0")}:${half % 2 ? "30" : "00"}`;
          const { start } = fileFor(date, time, 0, "ordinary");
          const expected = start < change.at ? change.from : change.to;
          if (wallOf(start) !== `${date} ${time}` || offsetAt(start) !== expected)
            wrong.push(`${date} ${time}: ${new Date(start).toISOString()}`);
        }
    }
    expect(wrong).toEqual([]);
  });
});
