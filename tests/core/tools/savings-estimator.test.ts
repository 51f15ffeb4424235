import { describe, expect, it } from "vitest";
import { savingsRates } from "#core/content/savings-assumptions";
import {
  emptySavingsForm,
  estimateSavings,
  lineKinds,
  parseSavedSavingsForm,
  readNumber,
  type SavingsForm,
} from "#core/tools/savings-estimator";

const rates = savingsRates();
const form = (fields: Partial<SavingsForm>): SavingsForm => ({ ...emptySavingsForm(), ...fields });
const lineOf = (estimate: ReturnType<typeof estimateSavings>, id: string) =>
  estimate.lines.find((line) => line.id === id);

/**
 * A residence of 40 lots, worked by hand (amounts in centimes):
 * - registered letters: 40 lots × 2 a year = 80 letters; half online = 40 letters;
 *   40 × 23,20 = 928,00 MAD (92 800); 40 × 34,90 = 1 396,00 MAD (139 600).
 * - bailiff: 40 lots × 1 = 40 notices; half = 20; 20 × 50 = 1 000,00 (100 000); 20 × 100 = 2 000,00 (200 000).
 * - printing: 2 000 pages × 0,50 MAD = 1 000,00 MAD; half = 500,00 (50 000), low = high.
 * - staff: 10 h a month × 12 = 120 h; half = 60 h; 60 × 17,92 = 1 075,20 (107 520); no own cost,
 *   so high = low.
 * - unpaid: 40 × 3 600 MAD = 144 000 MAD of charges; 12 % unpaid = 17 280; a quarter recovered =
 *   4 320,00 MAD (432 000).
 * - cost savings (the four cost lines): low 92 800 + 100 000 + 50 000 + 107 520 = 350 320
 *   (3 503,20 MAD); high 139 600 + 200 000 + 50 000 + 107 520 = 497 120 (4 971,20 MAD).
 * - arrears recovered, apart: 432 000 (4 320,00 MAD).
 * - share of the charges (14 400 000), cost savings only: 350 320 / 14 400 000 = 0,024328 (2,4 %);
 *   497 120 / 14 400 000 = 0,034522 (3,5 %).
 */
const worked = form({
  lots: "40",
  registeredPerYear: "2",
  bailiffPerYear: "1",
  pagesPerYear: "2 000",
  pricePerPage: "0,50",
  staffHoursPerMonth: "10",
  unpaidRate: "12",
  chargesPerLot: "3 600",
  shareOnline: "50",
  unpaidRecovered: "25",
});

describe("the savings estimate", () => {
  it("works out the hand-worked residence line by line, in centimes", () => {
    const estimate = estimateSavings(worked, ",", rates);
    expect(estimate.errors).toEqual([]);
    expect(estimate.lots).toBe(40);
    expect(estimate.lines).toEqual([
      { id: "registered", status: "counted", low: 92_800, high: 139_600 },
      { id: "bailiff", status: "counted", low: 100_000, high: 200_000 },
      { id: "printing", status: "counted", low: 50_000, high: 50_000 },
      { id: "staff", status: "counted", low: 107_520, high: 107_520 },
      { id: "unpaid", status: "counted", low: 432_000, high: 432_000 },
    ]);
    expect(estimate.costSavings).toEqual({ low: 350_320, high: 497_120 });
    expect(estimate.arrearsRecovered).toEqual({ low: 432_000, high: 432_000 });
    expect(estimate.counted).toEqual({ cost: 4, arrears: 1 });
    expect(estimate.shareOfCharges?.low).toBeCloseTo(0.024328, 6);
    expect(estimate.shareOfCharges?.high).toBeCloseTo(0.034522, 6);
  });

  /**
   * A residence of 60 lots, worked by hand (centimes), where the arrears would have been about
   * three quarters of a single "saving":
   * - registered letters: 60 × 2 × 60 % = 72 letters; 72 × 23,20 = 1 670,40 MAD (167 040);
   *   72 × 34,90 = 2 512,80 MAD (251 280). No bailiff: 0.
   * - printing: 3 000 pages × 0,50 MAD × 60 % = 900,00 MAD (90 000).
   * - staff: 10 h × 12 × 60 % = 72 h × 17,92 = 1 290,24 MAD (129 024).
   * - cost savings: low 167 040 + 0 + 90 000 + 129 024 = 386 064 (3 860,64 MAD);
   *   high 251 280 + 0 + 90 000 + 129 024 = 470 304 (4 703,04 MAD).
   * - arrears: 60 × 4 000 MAD = 240 000 MAD of charges × 15 % unpaid × 30 % recovered =
   *   10 800,00 MAD (1 080 000): 1 080 000 / (386 064 + 1 080 000) = 73,7 % of the old total.
   * - share of the charges (24 000 000), cost savings only: 1,61 % to 1,96 %.
   */
  it("keeps a 60-lot residence's arrears recovered apart from its cost savings", () => {
    const estimate = estimateSavings(
      form({
        lots: "60",
        registeredPerYear: "2",
        bailiffPerYear: "0",
        pagesPerYear: "3000",
        pricePerPage: "0,50",
        staffHoursPerMonth: "10",
        unpaidRate: "15",
        chargesPerLot: "4000",
        shareOnline: "60",
        unpaidRecovered: "30",
      }),
      ",",
      rates,
    );
    expect(estimate.errors).toEqual([]);
    expect(estimate.lines.map((line) => line.status === "counted" && [line.id, line.low, line.high])).toEqual(
      [
        ["registered", 167_040, 251_280],
        ["bailiff", 0, 0],
        ["printing", 90_000, 90_000],
        ["staff", 129_024, 129_024],
        ["unpaid", 1_080_000, 1_080_000],
      ],
    );
    expect(estimate.costSavings).toEqual({ low: 386_064, high: 470_304 });
    expect(estimate.arrearsRecovered).toEqual({ low: 1_080_000, high: 1_080_000 });
    const arrearsShareOfOldTotal = 1_080_000 / (estimate.costSavings.low + 1_080_000);
    expect(arrearsShareOfOldTotal).toBeCloseTo(0.737, 3);
    expect(estimate.shareOfCharges?.low).toBeCloseTo(386_064 / 24_000_000, 9);
    expect(estimate.shareOfCharges?.high).toBeCloseTo(470_304 / 24_000_000, 9);
    expect(lineKinds).toEqual({
      registered: "cost",
      bailiff: "cost",
      printing: "cost",
      staff: "cost",
      unpaid: "arrears",
    });
  });

  it("counts staff hours up to the visitor's own hourly cost when it is above the minimum wage", () => {
    // 60 hours online × 40,00 MAD = 2 400,00 MAD (240 000) at the high end; the low stays at the SMIG.
    const estimate = estimateSavings({ ...worked, staffHourlyCost: "40" }, ",", rates);
    expect(lineOf(estimate, "staff")).toEqual({
      id: "staff",
      status: "counted",
      low: 107_520,
      high: 240_000,
    });
  });

  it("reads the English decimal point, and a point typed in French as a decimal", () => {
    expect(readNumber("0.50", ",")).toBe(0.5);
    expect(readNumber("1.000", ",")).toBe(1000);
    expect(readNumber("2,000", ".")).toBe(2000);
    expect(readNumber("2,5", ".")).toBe(2.5);
    expect(readNumber("١٢", ",")).toBe(12);
    expect(readNumber("", ",")).toBeUndefined();
    expect(readNumber("-3", ",")).toBe("negative");
    expect(readNumber("dix", ",")).toBe("not-a-number");
  });

  it("puts each error on its field and keeps the lines that do not depend on it", () => {
    const estimate = estimateSavings(
      { ...worked, unpaidRate: "120", pagesPerYear: "-5", shareOnline: "50" },
      ",",
      rates,
    );
    expect(estimate.errors).toEqual([
      { field: "pagesPerYear", code: "negative" },
      { field: "unpaidRate", code: "over-100" },
    ]);
    expect(lineOf(estimate, "printing")).toEqual({
      id: "printing",
      status: "invalid",
      fields: ["pagesPerYear"],
    });
    expect(lineOf(estimate, "unpaid")).toEqual({ id: "unpaid", status: "invalid", fields: ["unpaidRate"] });
    expect(lineOf(estimate, "registered")).toMatchObject({ status: "counted", low: 92_800 });
    expect(estimate.costSavings).toEqual({
      low: 92_800 + 100_000 + 107_520,
      high: 139_600 + 200_000 + 107_520,
    });
    expect(estimate.arrearsRecovered).toEqual({ low: 0, high: 0 });
    expect(estimate.counted).toEqual({ cost: 3, arrears: 0 });
  });

  it("asks for the lots, refuses none or a fraction, and leaves out lines whose figures are blank", () => {
    expect(estimateSavings(form({}), ",", rates).errors).toEqual([{ field: "lots", code: "required" }]);
    expect(estimateSavings(form({ lots: "0" }), ",", rates).errors).toEqual([
      { field: "lots", code: "no-lots" },
    ]);
    expect(estimateSavings(form({ lots: "2,5" }), ",", rates).errors).toEqual([
      { field: "lots", code: "not-whole" },
    ]);
    const blank = estimateSavings(form({ lots: "12", registeredPerYear: "2" }), ",", rates);
    expect(lineOf(blank, "registered")).toEqual({
      id: "registered",
      status: "missing",
      fields: ["shareOnline"],
    });
    expect(blank.costSavings).toEqual({ low: 0, high: 0 });
    expect(blank.arrearsRecovered).toEqual({ low: 0, high: 0 });
    expect(blank.shareOfCharges).toBeUndefined();
  });

  it("reads back only a form this version saved", () => {
    expect(parseSavedSavingsForm(JSON.stringify(worked))).toEqual(worked);
    expect(parseSavedSavingsForm(JSON.stringify({ ...worked, version: 2 }))).toBeUndefined();
    expect(parseSavedSavingsForm(JSON.stringify({ ...worked, lots: 40 }))).toBeUndefined();
    expect(parseSavedSavingsForm("{")).toBeUndefined();
    expect(parseSavedSavingsForm(null)).toBeUndefined();
  });
});
