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
