import { describe, expect, it } from "vitest";
import { DECREE_THRESHOLDS_MAD, decreeBands, decreeObligations } from "#core/tools/decree-2-23-700";

/** What decree 2.23.700 asks of a residence by its yearly budget, as the press reports it. */
describe("core/tools/decree-2-23-700", () => {
  it("asks every residence for the chart of accounts and five years of records", () => {
    for (const budget of [0, 150_000, 450_000, 2_500_000]) {
      expect(decreeObligations(budget)[0]).toBe("chart-of-accounts");
      expect(decreeObligations(budget).at(-1)).toBe("records-five-years");
    }
  });

  it("some annexes up to 200,000 MAD, full accounts above, an auditor above 1,000,000 MAD", () => {
    expect(DECREE_THRESHOLDS_MAD).toEqual({ fullAccounts: 200_000, auditor: 1_000_000 });
    expect(decreeObligations(200_000)).toEqual(["chart-of-accounts", "some-annexes", "records-five-years"]);
    expect(decreeObligations(200_000.01)).toEqual([
      "chart-of-accounts",
      "full-accounts",
      "records-five-years",
    ]);
    expect(decreeObligations(1_000_000)).toEqual([
      "chart-of-accounts",
      "full-accounts",
      "records-five-years",
    ]);
    expect(decreeObligations(1_000_001)).toEqual([
      "chart-of-accounts",
      "full-accounts",
      "auditor",
      "records-five-years",
    ]);
  });

  it("refuses what is not a budget", () => {
    expect(() => decreeObligations(-1)).toThrow(RangeError);
    expect(() => decreeObligations(Number.NaN)).toThrow(RangeError);
  });

  it("gives three bands, each with what applies in it", () => {
    expect(decreeBands().map((band) => [band.id, band.above, band.upTo, band.obligations.length])).toEqual([
      ["up-to-200k", 0, 200_000, 3],
      ["up-to-1m", 200_000, 1_000_000, 3],
      ["above-1m", 1_000_000, undefined, 4],
    ]);
  });
});
