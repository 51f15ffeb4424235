import { describe, expect, it } from "vitest";
import type { ToolState } from "#core/tools/charges-split-form";
import {
  emptyState,
  exampleState,
  parseSavedState,
  withColumnAsKey,
  withoutKey,
  withoutLot,
  withPastedLots,
  withRow,
} from "#core/tools/charges-split-state";
import { parsePastedLots } from "#core/tools/paste-table";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

const state: ToolState = {
  version: 1,
  headings: [{ uid: "h1", name: "Ascenseur", amount: "100", keyUid: "k1" }],
  lots: [
    { uid: "l1", name: "A1", shares: "1" },
    { uid: "l2", name: "A2", shares: "1" },
  ],
  declaredTotal: "",
  keys: [{ uid: "k1", name: "Ascenseur", declaredTotal: "", shares: { l1: "1", l2: "2" } }],
};

describe("the charges split tool's state", () => {
  it("is read back as saved, and a text that is not a saved state is ignored", () => {
    expect(parseSavedState(JSON.stringify(state))).toEqual(state);
    for (const text of [null, "", "{", "[]", JSON.stringify({ ...state, version: 2 })])
      expect(parseSavedState(text), String(text)).toBeUndefined();
    expect(parseSavedState(JSON.stringify({ ...state, lots: [{ uid: "l1", name: 3 }] }))).toBeUndefined();
    expect(
      parseSavedState(JSON.stringify({ ...state, keys: [{ ...state.keys[0], shares: { l1: 1 } }] })),
    ).toBeUndefined();
  });

  it("starts from an example in the visitor's language, or from an empty form", () => {
    const example = exampleState(["Gardiennage", "Nettoyage", "Assurance"], ",");
    expect(example.headings.map((row) => row.amount)).toEqual(["36000,00", "14400,00", "4321,17"]);
    expect(exampleState(["a", "b", "c"], ".").headings[0]?.amount).toBe("36000.00");
    expect(emptyState().lots).toHaveLength(2);
    expect(new Set(emptyState().lots.map((lot) => lot.uid)).size).toBe(2);
  });

  it("replaces the lots with a pasted table, keeping each known lot's key shares", () => {
    const pasted = parsePastedLots("Lot\tTantièmes\tAscenseur\nA2\t0,125\t3\nB1\t5\t4", ",");
    const next = withPastedLots(state, pasted.lots, ",");
    expect(next.lots.map((lot) => [lot.name, lot.shares])).toEqual([
      ["A2", "0,125"],
      ["B1", "5"],
    ]);
    expect(next.lots[0]?.uid).toBe("l2");
    expect(next.keys[0]?.shares).toEqual({ l2: "2" });
    const withKey = withColumnAsKey(next, must(pasted.otherColumns[0]), ",");
    const lift = must(withKey.keys[1]);
    expect(lift.name).toBe("Ascenseur");
    expect(Object.values(lift.shares)).toEqual(["3", "4"]);
    expect(Object.keys(lift.shares)).toEqual(next.lots.map((lot) => lot.uid));
  });

  it("removing a key sends its headings back to the general shares; removing a lot, its key shares", () => {
    expect(withoutKey(state, "k1").headings[0]?.keyUid).toBe("");
    expect(withoutKey(state, "k1").keys).toEqual([]);
    expect(withoutLot(state, "l1").keys[0]?.shares).toEqual({ l2: "2" });
  });

  it("changes one row of a list by its uid, the other rows and lists as they were", () => {
    const renamed = withRow(state, "lots", "l2", { name: "B2" });
    expect(renamed.lots).toEqual([
      { uid: "l1", name: "A1", shares: "1" },
      { uid: "l2", name: "B2", shares: "1" },
    ]);
    expect(renamed.keys).toBe(state.keys);
    const shares = withRow(state, "keys", "k1", (key) => ({ shares: { ...key.shares, l1: "5" } }));
    expect(shares.keys[0]?.shares).toEqual({ l1: "5", l2: "2" });
    expect(withRow(state, "headings", "h9", { amount: "1" })).toEqual(state);
  });
});
