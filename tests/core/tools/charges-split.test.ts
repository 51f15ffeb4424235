import { describe, expect, it } from "vitest";
import { splitCharges, splitEvenly, validateSplit, type SplitInput } from "#core/tools/charges-split";

/**
 * A 12-lot building, worked by hand. Amounts in centimes. General shares (tantièmes), total 1 000:
 *   ground floor G1, G2: 60 each; G3: 70          (190)
 *   first floor  101, 102, 103: 80 each           (240)
 *   second floor 201, 202, 203: 90 each           (270)
 *   third floor  301, 302, 303: 100 each          (300)
 * The lift key leaves the ground floor out; its shares grow with the floor: 1, 2, 3 (total 18).
 */
const building: SplitInput = {
  declaredTotal: 1000,
  lots: [
    { id: "G1", shares: 60 },
    { id: "G2", shares: 60 },
    { id: "G3", shares: 70 },
    ...["101", "102", "103"].map((id) => ({ id, shares: 80 })),
    ...["201", "202", "203"].map((id) => ({ id, shares: 90 })),
    ...["301", "302", "303"].map((id) => ({ id, shares: 100 })),
  ],
  keys: [
    {
      id: "lift",
      declaredTotal: 18,
      lots: [
        ...["101", "102", "103"].map((lotId) => ({ lotId, shares: 1 })),
        ...["201", "202", "203"].map((lotId) => ({ lotId, shares: 2 })),
        ...["301", "302", "303"].map((lotId) => ({ lotId, shares: 3 })),
      ],
    },
  ],
  headings: [
    { id: "cleaning", amount: 2_400_000 }, // 24 000,00 MAD
    { id: "lift-maintenance", amount: 1_800_000, keyId: "lift" }, // 18 000,00 MAD
    { id: "insurance", amount: 1_000_001 }, // 10 000,01 MAD
  ],
};

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("not found");
  return value;
}

function ok(input: SplitInput) {
  const outcome = splitCharges(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

describe("core/tools/charges-split", () => {
  it("splits 1 000,00 MAD over three equal lots as 333,34 + 333,33 + 333,33, the extra centime to the first lot", () => {
    // 100 000 × 1/3 = 33 333 remainder 1/3 for each lot; 3 × 33 333 = 99 999, one centime left.
    // Equal remainders: it goes to the lot listed first.
    const result = ok({
      lots: [
        { id: "A", shares: 1 },
        { id: "B", shares: 1 },
        { id: "C", shares: 1 },
      ],
      headings: [{ id: "budget", amount: 100_000 }],
    });
    expect(found(result.headings[0]).allocations).toEqual([
      { lotId: "A", floor: 33_333, remainder: 1, denominator: 3, extraCentime: true, amount: 33_334 },
      { lotId: "B", floor: 33_333, remainder: 1, denominator: 3, extraCentime: false, amount: 33_333 },
      { lotId: "C", floor: 33_333, remainder: 1, denominator: 3, extraCentime: false, amount: 33_333 },
    ]);
  });

  it("gives the extra centime by list order, so the same input always gives the same split", () => {
    const lots = ["C", "A", "B"].map((id) => ({ id, shares: 1 }));
    const result = ok({ lots, headings: [{ id: "budget", amount: 100_000 }] });
    expect(result.lots.map((lot) => [lot.lotId, lot.yearly])).toEqual([
      ["C", 33_334],
      ["A", 33_333],
      ["B", 33_333],
    ]);
  });

  it("gives the leftover centime to the largest remainder before the list order", () => {
    // 1 000 centimes over shares 1 and 2: 333,33… (remainder 1/3) and 666,66… (remainder 2/3):
    // the second lot's remainder is larger, so 333 + 667.
    const result = ok({
      lots: [
        { id: "small", shares: 1 },
        { id: "large", shares: 2 },
      ],
      headings: [{ id: "h", amount: 1000 }],
    });
    expect(result.lots.map((lot) => lot.yearly)).toEqual([333, 667]);
  });

  it("splits the 12-lot building's general headings by shares and the lift by its key", () => {
    const result = ok(building);
    const byHeading = (id: string) =>
      Object.fromEntries(
        found(result.headings.find((h) => h.headingId === id)).allocations.map((a) => [a.lotId, a.amount]),
      );
    // Cleaning: 2 400 000 × shares / 1 000 = 2 400 × shares, exact: 60 → 144 000, 70 → 168 000,
    // 80 → 192 000, 90 → 216 000, 100 → 240 000.
    expect(byHeading("cleaning")).toMatchObject({
      G1: 144_000,
      G3: 168_000,
      "101": 192_000,
      "201": 216_000,
      "303": 240_000,
    });
    // Lift: 1 800 000 / 18 = 100 000 a lift share; the ground floor pays nothing for it.
    expect(byHeading("lift-maintenance")).toEqual({
      "101": 100_000,
      "102": 100_000,
      "103": 100_000,
      "201": 200_000,
      "202": 200_000,
      "203": 200_000,
      "301": 300_000,
      "302": 300_000,
      "303": 300_000,
    });
    // Insurance: 1 000 001 × shares / 1 000 = 1 000,001 × shares: 60 → 60 000 (remainder 60/1 000),
    // 70 → 70 000 (70), 80 → 80 000 (80), 90 → 90 000 (90), 100 → 100 000 (100). The floors add up to
    // 1 000 000; the one centime left goes to the largest remainder, 100/1 000, first listed: 301.
    const insurance = found(result.headings.find((h) => h.headingId === "insurance")).allocations;
    expect(insurance.filter((a) => a.extraCentime).map((a) => a.lotId)).toEqual(["301"]);
    expect(insurance.find((a) => a.lotId === "G1")).toMatchObject({
      floor: 60_000,
      remainder: 60,
      denominator: 1000,
    });
    for (const heading of result.headings) {
      expect(heading.allocations.reduce((sum, a) => sum + a.amount, 0)).toBe(heading.amount);
    }
  });

  it("adds each lot's headings into its year, and cuts the year into quarters and months exactly", () => {
    const result = ok(building);
    const yearly = Object.fromEntries(result.lots.map((lot) => [lot.lotId, lot.yearly]));
    // G1: 144 000 + 60 000 = 204 000; G3: 168 000 + 70 000 = 238 000;
    // 101: 192 000 + 100 000 + 80 000 = 372 000; 201: 216 000 + 200 000 + 90 000 = 506 000;
    // 301: 240 000 + 300 000 + 100 000 + 1 = 640 001; 302: 640 000.
    expect(yearly).toMatchObject({
      G1: 204_000,
      G3: 238_000,
      "101": 372_000,
      "201": 506_000,
      "301": 640_001,
      "302": 640_000,
    });
    // The whole budget: 2 400 000 + 1 800 000 + 1 000 001 = 5 200 001.
    expect(result.lots.reduce((sum, lot) => sum + lot.yearly, 0)).toBe(5_200_001);
    const lot301 = found(result.lots.find((lot) => lot.lotId === "301"));
    // 640 001 / 4 = 160 000 remainder 1: the first quarter takes it.
    expect(lot301.quarterly).toEqual([160_001, 160_000, 160_000, 160_000]);
    // 640 001 / 12 = 53 333 remainder 5: the first five months take one centime more.
    expect(lot301.monthly).toEqual([...Array(5).fill(53_334), ...Array(7).fill(53_333)]);
    const lotG3 = found(result.lots.find((lot) => lot.lotId === "G3"));
    // 238 000 / 4 = 59 500 exactly; / 12 = 19 833 remainder 4.
    expect(lotG3.quarterly).toEqual([59_500, 59_500, 59_500, 59_500]);
    expect(lotG3.monthly).toEqual([...Array(4).fill(19_834), ...Array(8).fill(19_833)]);
    for (const lot of result.lots) {
      expect(lot.quarterly.reduce((a, b) => a + b, 0)).toBe(lot.yearly);
      expect(lot.monthly.reduce((a, b) => a + b, 0)).toBe(lot.yearly);
    }
  });

  it("takes shares with decimals exactly: 12,5 + 37,5 over 1 000,00 MAD is 250,00 + 750,00", () => {
    const result = ok({
      lots: [
        { id: "a", shares: 12.5 },
        { id: "b", shares: 37.5 },
      ],
      declaredTotal: 50,
      headings: [{ id: "h", amount: 100_000 }],
    });
    expect(result.lots.map((lot) => lot.yearly)).toEqual([25_000, 75_000]);
  });

  it("splits evenly with the leftover centimes first: 10 over 4 is 3, 3, 2, 2", () => {
    expect(splitEvenly(10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitEvenly(0, 12)).toEqual(Array(12).fill(0));
  });

  it("returns every input error with its code and field, and no split", () => {
    const outcome = splitCharges({
      declaredTotal: 1000,
      lots: [
        { id: "A", shares: 400 },
        { id: "A", shares: 500 },
        { id: "B", shares: 0 },
        { id: "C", shares: -5 },
      ],
      keys: [
        { id: "lift", lots: [] },
        { id: "parking", declaredTotal: 10, lots: [{ lotId: "Z", shares: 4 }] },
      ],
      headings: [
        { id: "h1", amount: -100 },
        { id: "h2", amount: 10.5 },
        { id: "h3", amount: 100, keyId: "pool" },
      ],
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      { code: "duplicate-lot", field: "lots[1].id" },
      { code: "lot-without-shares", field: "lots[2].shares" },
      { code: "negative-shares", field: "lots[3].shares" },
      // 400 + 500 + 0 − 5 = 895, not the declared 1 000.
      { code: "shares-total-mismatch", field: "declaredTotal" },
      { code: "key-without-lots", field: "keys[0].lots" },
      { code: "unknown-lot", field: "keys[1].lots[0].lotId" },
      { code: "shares-total-mismatch", field: "keys[1].declaredTotal" },
      { code: "negative-amount", field: "headings[0].amount" },
      { code: "amount-not-whole-centimes", field: "headings[1].amount" },
      { code: "unknown-key", field: "headings[2].keyId" },
    ]);
  });

  it("reports shares that do not add up to the declared total", () => {
    // 400 + 500 = 900, not 1 000.
    const errors = validateSplit({
      declaredTotal: 1000,
      lots: [
        { id: "A", shares: 400 },
        { id: "B", shares: 500 },
      ],
      headings: [],
    });
    expect(errors).toEqual([{ code: "shares-total-mismatch", field: "declaredTotal" }]);
  });

  it("accepts the 12-lot building as valid", () => {
    expect(validateSplit(building)).toEqual([]);
  });
});
