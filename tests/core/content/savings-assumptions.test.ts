import { describe, expect, it } from "vitest";
import { savingsAssumptions, savingsRates } from "#core/content/savings-assumptions";
import { copyMessages } from "../../support/copy-files";

describe("the savings estimator's assumptions", () => {
  it("give each figure a value, a unit and a source with an address, or mark it as the visitor's", () => {
    for (const entry of savingsAssumptions) {
      if (entry.visitorInput) {
        expect(entry, entry.id).not.toHaveProperty("low");
        expect(entry.reason, entry.id).toBeTruthy();
        continue;
      }
      expect(entry.low, entry.id).toBeGreaterThan(0);
      expect(entry.high, entry.id).toBeGreaterThanOrEqual(entry.low);
      expect(entry.unit, entry.id).toMatch(/^mad-per-/);
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(new URL(source.url).protocol, entry.id).toMatch(/^https?:$/);
        expect(source.title.trim(), entry.id).not.toBe("");
        expect(source.quote.trim(), entry.id).not.toBe("");
        expect(source.consulted, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("quote, in each source, the figure they take from it", () => {
    const written = (mad: number) => mad.toFixed(2).replace(".", ",").replace(/,00$/, "");
    for (const entry of savingsAssumptions) {
      if (entry.visitorInput) continue;
      const quotes = entry.sources.map((source) => source.quote).join(" ");
      expect(quotes, entry.id).toContain(written(entry.low));
      expect(quotes, entry.id).toContain(written(entry.high));
    }
  });

  it("leave the printing price, the share moved online and the share recovered to the visitor", () => {
    const inputs = savingsAssumptions.filter((entry) => entry.visitorInput).map((entry) => entry.id);
    expect(inputs).toEqual(["printing-per-page", "staff-hourly-cost", "share-online", "unpaid-recovered"]);
  });

  it("send the tool the sourced prices in centimes", () => {
    expect(savingsRates()).toEqual({
      registeredLetter: { low: 2320, high: 3490 },
      bailiffNotice: { low: 5000, high: 10_000 },
      minimumHourlyWage: 1792,
    });
  });

  it("have a name, and a note or a reason, in every language", () => {
    for (const code of ["fr", "en", "ar"]) {
      const copy = Object.fromEntries(copyMessages(code).map((m) => [m.key, m.message]));
      for (const entry of savingsAssumptions) {
        expect(copy[`tools.savings.assumption.${entry.id}`], `${code} ${entry.id}`).toBeTruthy();
        const extra = entry.visitorInput
          ? `tools.savings.assumptions.${entry.reason}`
          : `tools.savings.assumption.${entry.id}.note`;
        expect(copy[extra], `${code} ${extra}`).toBeTruthy();
      }
    }
  });
});
