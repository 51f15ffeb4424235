import { describe, expect, it } from "vitest";
import {
  emptyPlanner,
  parseSavedPlanner,
  readPlanner,
  slug,
  type PlannerState,
} from "#core/tools/general-assembly-form";

const today = "2027-03-01";
const filled: PlannerState = {
  ...emptyPlanner(),
  date: "2027-04-10",
  time: "18:30",
  place: "Salle commune",
  residence: "Les Orangers",
};

describe("core/tools/general-assembly-form", () => {
  it("reads a complete form: no error, the ticked items in the list's order, then the syndic's own", () => {
    const reading = readPlanner(
      { ...filled, agenda: ["budget", "accounts"], extra: "  Interphone \n\n Peinture du hall", lots: "24" },
      today,
    );
    expect(reading.errors).toEqual([]);
    expect(reading).toMatchObject({ date: "2027-04-10", time: "18:30", lots: 24 });
    expect(reading.agenda).toEqual([
      { kind: "usual", id: "accounts" },
      { kind: "usual", id: "budget" },
      { kind: "own", text: "Interphone" },
      { kind: "own", text: "Peinture du hall" },
    ]);
  });

  it("names each field's error: empty, a past date, a date too close for the notices, no agenda, a bad count", () => {
    const codes = (state: PlannerState) =>
      readPlanner(state, today).errors.map((e) => `${e.field}:${e.code}`);
    expect(codes(emptyPlanner())).toEqual(["date:required", "time:required", "place:required"]);
    expect(codes({ ...filled, date: "2027-02-28" })).toEqual(["date:date-in-past"]);
    // 15 March − 15 days = 28 February, already gone on 1 March; 16 March is the earliest.
    expect(codes({ ...filled, date: "2027-03-15" })).toEqual(["date:notice-too-late"]);
    expect(codes({ ...filled, date: "2027-03-16" })).toEqual([]);
    expect(codes({ ...filled, date: "2027-02-30" })).toEqual(["date:invalid-date"]);
    expect(codes({ ...filled, time: "25:00" })).toEqual(["time:invalid-time"]);
    expect(codes({ ...filled, place: "   " })).toEqual(["place:required"]);
    expect(codes({ ...filled, agenda: [], extra: " \n " })).toEqual(["agenda:no-agenda"]);
    expect(codes({ ...filled, lots: "2,5" })).toEqual(["lots:not-a-whole-number"]);
    expect(codes({ ...filled, lots: "0" })).toEqual(["lots:not-a-whole-number"]);
  });

  it("warns, without refusing the date, when the week's margin for the notices has passed", () => {
    const warnings = (date: string, on = today) =>
      readPlanner({ ...filled, kind: "extraordinary", date }, on).warnings;
    // 23 March: notices by 8 March, our margin 1 March, still to come on 1 March.
    expect(warnings("2027-03-23")).toEqual([]);
    // 22 March: notices by 7 March, the margin was 28 February.
    expect(warnings("2027-03-22")).toEqual([{ field: "date", code: "margin-passed", date: "2027-03-07" }]);
    expect(readPlanner({ ...filled, kind: "extraordinary", date: "2027-03-22" }, today).errors).toEqual([]);
    // 16 March: the last day the law leaves is today itself.
    expect(warnings("2027-03-16")).toEqual([{ field: "date", code: "margin-passed", date: "2027-03-01" }]);
    // Refused dates say what is wrong once, as an error: a past meeting, a notice already too late.
    expect(warnings("2027-03-15")).toEqual([]);
    expect(warnings("2027-02-28")).toEqual([]);
  });

  it("warns when an ordinary meeting falls after the thirty days that follow the end of the year", () => {
    const warnings = (date: string, kind: PlannerState["kind"] = "ordinary", on = "2026-12-01") =>
      readPlanner({ ...filled, kind, date }, on).warnings.map((w) => `${w.code} ${w.date}`);
    // Article 16 bis 2: within thirty days of 31 December 2026, so by 30 January 2027.
    expect(warnings("2027-01-30")).toEqual([]);
    expect(warnings("2027-01-31")).toEqual(["outside-ordinary-window 2027-01-30"]);
    expect(warnings("2027-06-15")).toEqual(["outside-ordinary-window 2027-01-30"]);
    expect(warnings("2027-06-15", "extraordinary")).toEqual([]);
    // A leap year's window ends on 30 January too; a meeting late in the year is judged on its year.
    expect(warnings("2028-12-20", "ordinary", "2028-11-01")).toEqual(["outside-ordinary-window 2028-01-30"]);
    // Both at once: after the window, and the margin gone.
    expect(warnings("2027-04-10", "ordinary", "2027-03-20")).toEqual([
      "margin-passed 2027-03-26",
      "outside-ordinary-window 2027-01-30",
    ]);
  });

  it("keeps a refused date that is a date, so its deadlines still show, and drops one that is not", () => {
    expect(readPlanner({ ...filled, date: "2027-03-10" }, today).date).toBe("2027-03-10");
    expect(readPlanner({ ...filled, date: "2027-13-01" }, today).date).toBeUndefined();
    expect(readPlanner({ ...filled, lots: "abc" }, today).lots).toBeUndefined();
  });

  it("reads back a state it saved, and ignores anything else", () => {
    const state = { ...filled, agenda: ["works" as const], extra: "Ravalement" };
    expect(parseSavedPlanner(JSON.stringify(state))).toEqual(state);
    expect(parseSavedPlanner(null)).toBeUndefined();
    expect(parseSavedPlanner("{")).toBeUndefined();
    expect(parseSavedPlanner(JSON.stringify({ ...state, version: 2 }))).toBeUndefined();
    expect(parseSavedPlanner(JSON.stringify({ ...state, agenda: ["party"] }))).toBeUndefined();
    expect(parseSavedPlanner(JSON.stringify({ ...state, kind: "annual" }))).toBeUndefined();
    expect(parseSavedPlanner(JSON.stringify({ ...state, place: 3 }))).toBeUndefined();
  });

  it("makes a file name's part of a residence's name", () => {
    expect(slug("Résidence Les Orangers")).toBe("residence-les-orangers");
    expect(slug("إقامة الياسمين")).toBe("");
  });
});
