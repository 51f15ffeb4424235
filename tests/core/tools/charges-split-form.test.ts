import { describe, expect, it } from "vitest";
import {
  extraCentimes,
  formField,
  keyAmounts,
  nearRoundTotal,
  periodRuns,
  readCentimes,
  readForm,
  readNumber,
  type ToolState,
} from "#core/tools/charges-split-form";

/** A value the test knows is there. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

/** A form as the visitor leaves it: every value a text, rows with their uids. */
function form(change: Partial<ToolState> = {}): ToolState {
  return {
    version: 1,
    headings: [
      { uid: "h1", name: "Gardiennage", amount: "1 000,00", keyUid: "" },
      { uid: "h2", name: "Ascenseur", amount: "100", keyUid: "k1" },
    ],
    lots: [
      { uid: "l1", name: "A1", shares: "1" },
      { uid: "l2", name: "A2", shares: "1" },
      { uid: "l3", name: "A3", shares: "1" },
    ],
    declaredTotal: "3",
    keys: [{ uid: "k1", name: "Ascenseur", declaredTotal: "", shares: { l2: "1", l3: "2" } }],
    ...change,
  };
}

describe("reading the charges split form", () => {
  it("reads numbers by the visitor's language's one rule, and names what is wrong with a text", () => {
    expect(readNumber("1 250,5", "fr")).toBe(1250.5);
    expect(readNumber("1200.50", "fr")).toBe("decimal-separator");
    expect(readNumber("1,250.50", "en")).toBe(1250.5);
    expect(readNumber("١٢٥٠", "ar-MA")).toBe(1250);
    expect(readNumber("0,125", "fr")).toBe(0.125);
    expect(readNumber("0,1234567", "fr")).toBe("share-decimals");
    expect(readNumber("  ", "fr")).toBeUndefined();
    expect(readNumber("douze", "fr")).toBe("not-a-number");
    expect(readCentimes("333,34", "fr")).toBe(33334);
    expect(readCentimes("0.1", "en")).toBe(10);
    expect(readCentimes("1,005", "en")).toBe(100500);
    expect(readCentimes("1.005", "en")).toBe("amount-not-whole-centimes");
    // Issue 34 §3.5: one rule for the separator, and a number too large called that.
    expect(readCentimes("24,001", "fr")).toBe("amount-not-whole-centimes");
    expect(readCentimes("24.001", "fr")).toBe("decimal-separator");
    expect(readCentimes("999999999999999999,99", "fr")).toBe("too-large");
  });

  it("marks a field that is not a number, and gives no result: '187abc,99' is not 187", () => {
    const state = form({ headings: [{ uid: "h1", name: "Gardiennage", amount: "187abc,99", keyUid: "" }] });
    const { errors, result } = readForm(state, "fr");
    expect(errors).toEqual([{ field: "headings.h1.amount", code: "not-a-number" }]);
    expect(result).toBeUndefined();
    const large = readForm(
      form({ headings: [{ uid: "h1", name: "Gardiennage", amount: "999999999999999999,99", keyUid: "" }] }),
      "fr",
    );
    expect(large.errors).toEqual([{ field: "headings.h1.amount", code: "too-large" }]);
  });

  it("warns when shares with no declared total add up to near a round one, and still splits", () => {
    expect(nearRoundTotal([500, 490])).toEqual({ sum: 990, total: 1000 });
    expect(nearRoundTotal([5000, 5010])).toEqual({ sum: 10010, total: 10000 });
    expect(nearRoundTotal([500, 500])).toBeUndefined();
    expect(nearRoundTotal([1, 2, 3])).toBeUndefined();
    expect(nearRoundTotal([400, 400])).toBeUndefined();
    const lots = [
      { uid: "l1", name: "A1", shares: "330" },
      { uid: "l2", name: "A2", shares: "330" },
      { uid: "l3", name: "A3", shares: "330" },
    ];
    const reading = readForm(form({ lots, declaredTotal: "" }), "fr");
    expect(reading.errors).toEqual([]);
    expect(reading.result).toBeDefined();
    expect(reading.warnings).toEqual([
      { field: "declaredTotal", code: "shares-near-round-total", sum: 990, total: 1000 },
    ]);
    // A declared total settles it: 990 is then what the rules say.
    expect(readForm(form({ lots, declaredTotal: "990" }), "fr").warnings).toEqual([]);
    const key = must(form().keys[0]);
    const keyReading = readForm(form({ keys: [{ ...key, shares: { l2: "49", l3: "50" } }] }), "fr");
    expect(keyReading.warnings).toEqual([
      { field: "keys.k1.declaredTotal", code: "shares-near-round-total", sum: 99, total: 100 },
    ]);
  });

  it("gives each lot's part of each special key (the lift)", () => {
    const { result } = readForm(form(), "fr");
    expect(keyAmounts(must(result))).toEqual(
      new Map([
        ["A2", new Map([["k1", 3333]])],
        ["A3", new Map([["k1", 6667]])],
      ]),
    );
  });

  it("splits a valid form: the general heading by shares, the lift by its key, to the centime", () => {
    const { errors, result } = readForm(form(), "fr");
    expect(errors).toEqual([]);
    expect(result?.lots.map((lot) => lot.yearly)).toEqual([33334, 33333 + 3333, 33333 + 6667]);
    expect(result?.lots.reduce((sum, lot) => sum + lot.yearly, 0)).toBe(110000);
    expect(extraCentimes(must(result))).toEqual(
      new Map([
        ["A1", ["h1"]],
        ["A3", ["h2"]],
      ]),
    );
  });

  it("puts each error on its field, a text's own error before the split's, and keeps no result", () => {
    const state = form({
      declaredTotal: "4",
      headings: [
        { uid: "h1", name: "Gardiennage", amount: "-5", keyUid: "" },
        { uid: "h2", name: "", amount: "12,345", keyUid: "k1" },
      ],
      lots: [
        { uid: "l1", name: "A1", shares: "un" },
        { uid: "l2", name: "A2", shares: "1" },
        { uid: "l3", name: "A3", shares: "" },
      ],
    });
    const { errors, result } = readForm(state, "fr");
    expect(result).toBeUndefined();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "lots.l1.shares", code: "not-a-number" },
        { field: "lots.l3.shares", code: "lot-without-shares" },
        { field: "headings.h2.name", code: "required" },
        { field: "headings.h1.amount", code: "negative-amount" },
        { field: "headings.h2.amount", code: "amount-not-whole-centimes" },
      ]),
    );
    expect(errors.filter((error) => error.field === "lots.l1.shares")).toHaveLength(1);
  });

  it("says when the shares miss the declared total, the key's included, and when a key has no lot", () => {
    const mismatch = readForm(form({ declaredTotal: "1000" }), "fr");
    expect(mismatch.errors).toEqual([{ field: "declaredTotal", code: "shares-total-mismatch" }]);
    const key = must(form().keys[0]);
    const keyTotal = readForm(form({ keys: [{ ...key, declaredTotal: "4" }] }), "fr");
    expect(keyTotal.errors).toEqual([{ field: "keys.k1.declaredTotal", code: "shares-total-mismatch" }]);
    const empty = readForm(form({ keys: [{ ...key, shares: {} }] }), "fr");
    expect(empty.errors).toEqual([{ field: "keys.k1.lots", code: "key-without-lots" }]);
    const negative = readForm(form({ keys: [{ ...key, shares: { l2: "1", l3: "-2" } }] }), "fr");
    expect(negative.errors).toEqual([{ field: "keys.k1.shares.l3", code: "negative-shares" }]);
  });

  it("ignores rows left wholly blank, and asks for a lot and a heading when none is left", () => {
    const blankRows = form({
      lots: [...form().lots, { uid: "l4", name: "", shares: " " }],
      headings: [...form().headings, { uid: "h3", name: "", amount: "", keyUid: "" }],
    });
    expect(readForm(blankRows, "fr").errors).toEqual([]);
    const none = readForm(form({ lots: [], headings: [], keys: [], declaredTotal: "" }), "fr");
    expect(none.errors).toEqual([
      { field: "lots", code: "no-lots" },
      { field: "headings", code: "no-headings" },
    ]);
  });

  it("names two lots with one name on the second one's field", () => {
    const lots = [
      { uid: "l1", name: "A1", shares: "1" },
      { uid: "l2", name: "A1", shares: "2" },
    ];
    const { errors } = readForm(
      form({ lots, keys: [], declaredTotal: "", headings: [must(form().headings[0])] }),
      "fr",
    );
    expect(errors).toEqual([{ field: "lots.l2.name", code: "duplicate-lot" }]);
  });

  it("turns the split's paths into the form's fields", () => {
    const reader = { lotUids: ["l1", "l2"], headingUids: ["h1"], keyUids: ["k1"], keyLotUids: [["l2"]] };
    expect(formField("lots[1].shares", reader)).toBe("lots.l2.shares");
    expect(formField("lots[0].id", reader)).toBe("lots.l1.name");
    expect(formField("headings[0].keyId", reader)).toBe("headings.h1.keyUid");
    expect(formField("keys[0].lots[0].shares", reader)).toBe("keys.k1.shares.l2");
    expect(formField("keys[0].declaredTotal", reader)).toBe("keys.k1.declaredTotal");
    expect(formField("declaredTotal", reader)).toBe("declaredTotal");
  });

  it("groups equal periods into runs", () => {
    expect(periodRuns([25001, 25000, 25000, 25000])).toEqual([
      { from: 1, to: 1, amount: 25001 },
      { from: 2, to: 4, amount: 25000 },
    ]);
    expect(periodRuns([5, 5, 5, 5])).toEqual([{ from: 1, to: 4, amount: 5 }]);
  });
});
