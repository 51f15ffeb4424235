import { describe, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { defaultPeoplePerLot, getPlan, largestPlan, plans } from "#core/content/plans";

/** The features each plan includes, named (decision 032): the 4, the 12 and the whole catalog. */
describe("core/content/plans", () => {
  it("Basic names 4 features and Standard 12, each of the catalog, Standard including Basic's", () => {
    const basic = getPlan("basic");
    const standard = getPlan("standard");
    expect(basic.features).toHaveLength(4);
    expect(basic.featureCount).toBe(4);
    expect(standard.features).toHaveLength(12);
    expect(standard.featureCount).toBe(12);
    for (const slug of [...basic.features, ...standard.features]) expect(featureSlugs, slug).toContain(slug);
    expect(new Set(standard.features).size, "no feature twice").toBe(12);
    for (const slug of basic.features) expect(standard.features, slug).toContain(slug);
    expect(basic.allFeatures).toBe(false);
    expect(standard.allFeatures).toBe(false);
  });

  it("Premium is every feature of the catalog, counted from it (decision 014)", () => {
    const premium = getPlan("premium");
    expect([...premium.features]).toEqual([...featureSlugs]);
    expect(premium.featureCount).toBe(featureSlugs.length);
    expect(premium.allFeatures).toBe(true);
    expect(largestPlan).toBe(premium);
  });

  it("lists each plan's features in the catalog's order", () => {
    for (const plan of plans) {
      const positions = plan.features.map((slug) => featureSlugs.indexOf(slug));
      expect(positions, plan.id).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it("the essentials of a co-ownership are in Basic", () => {
    expect([...getPlan("basic").features].sort()).toEqual(
      ["announcements", "customer-support-24-7", "document-library", "service-requests"].sort(),
    );
  });

  it("states one default of people per lot", () => {
    expect(defaultPeoplePerLot).toBe(2.5);
  });
});
