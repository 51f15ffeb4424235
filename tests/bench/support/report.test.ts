import { describe, expect, it } from "vitest";
import { localized, markdownTable, median } from "../../../bench/support/report";

describe("the benches' report (bench/support/report.ts)", () => {
  it("takes the middle value, the mean of the two middle ones for an even count", () => {
    expect(median([152, 42, 64])).toBe(64);
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it("leaves out a run without the figure, and has none only when no run has it", () => {
    expect(median([103, Number.NaN, 53])).toBe(78);
    expect(median([Number.NaN, 53, 103, 90])).toBe(90);
    expect(median([Number.NaN, Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it("names a page in each language, French at the root", () => {
    expect(["fr", "en", "ar"].map((lang) => localized("/", lang))).toEqual(["/", "/en", "/ar"]);
    expect(localized("/core/demo", "ar")).toBe("/ar/core/demo");
  });

  it("pads a table's columns to their widest cell", () => {
    expect(markdownTable(["page", "ms"], [["/ar", "1367"]])).toBe(
      "| page | ms   |\n| ---- | ---- |\n| /ar  | 1367 |",
    );
  });
});
