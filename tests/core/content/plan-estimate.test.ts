import { describe, expect, it } from "vitest";
import {
  estimatePlan,
  largestUserLimit,
  maxLotsFor,
  parseCount,
  planForUsers,
  readEstimate,
  usersForLots,
} from "#core/content/plan-estimate";
import { getPlan } from "#core/content/plans";

/** Worked by hand: lots × people per lot = users; the smallest plan whose limit covers them. */
describe("core/content/plan-estimate", () => {
  it("240 flats × 2.5 = 600 users: Standard, not Basic", () => {
    const estimate = estimatePlan(240);
    expect(estimate.users).toBe(600);
    expect(estimate.peoplePerLot).toBe(2.5);
    expect(estimate.plan?.id).toBe("standard");
  });

  it("200 lots × 2.5 = 500 users: Basic, exactly at its limit; 201 lots = 503 users: Standard", () => {
    expect(estimatePlan(200)).toMatchObject({ users: 500, plan: { id: "basic" } });
    expect(estimatePlan(201)).toMatchObject({ users: 503, plan: { id: "standard" } });
  });

  it("480 lots = 1,200 users: Standard; 481 lots = 1,203: Premium", () => {
    expect(estimatePlan(480)).toMatchObject({ users: 1200, plan: { id: "standard" } });
    expect(estimatePlan(481)).toMatchObject({ users: 1203, plan: { id: "premium" } });
  });

  it("2,000 lots = 5,000 users: Premium; 2,001 lots = 5,003 users: no plan, talk to the team", () => {
    expect(estimatePlan(2000)).toMatchObject({ users: 5000, plan: { id: "premium" } });
    const beyond = estimatePlan(2001);
    expect(beyond.users).toBe(5003);
    expect(beyond.plan).toBeUndefined();
    expect(largestUserLimit).toBe(5000);
  });

  it("takes the visitor's own people per lot: 120 villas × 4 = 480 users: Basic; × 5 = 600: Standard", () => {
    expect(estimatePlan(120, 4)).toMatchObject({ users: 480, plan: { id: "basic" } });
    expect(estimatePlan(120, 5)).toMatchObject({ users: 600, plan: { id: "standard" } });
  });

  it("rounds a part of a person up, and not a floating-point crumb", () => {
    expect(usersForLots(3)).toBe(8); // 7.5
    expect(usersForLots(1, 1)).toBe(1);
    expect(usersForLots(3, 0.1)).toBe(1); // 0.30000000000000004 in floating point → 1, not 2
    expect(usersForLots(10, 0.3)).toBe(3); // 2.9999999999999996 → 3
    expect(usersForLots(0)).toBe(0);
  });

  it("the plan of a number of users", () => {
    expect(planForUsers(1)?.id).toBe("basic");
    expect(planForUsers(500)?.id).toBe("basic");
    expect(planForUsers(501)?.id).toBe("standard");
    expect(planForUsers(5001)).toBeUndefined();
  });

  it("the lots each plan covers at the default: 200, 480 and 2,000", () => {
    expect(maxLotsFor(getPlan("basic"))).toBe(200);
    expect(maxLotsFor(getPlan("standard"))).toBe(480);
    expect(maxLotsFor(getPlan("premium"))).toBe(2000);
    expect(maxLotsFor(getPlan("basic"), 3)).toBe(166); // 166 × 3 = 498; 167 × 3 = 501
  });

  it("reads counts as typed", () => {
    expect(parseCount("240")).toBe(240);
    expect(parseCount(" 1 200 ")).toBe(1200);
    expect(parseCount("1\u202f200")).toBe(1200);
    expect(parseCount("1.200")).toBe(1200);
    expect(parseCount("")).toBeUndefined();
    expect(parseCount("beaucoup")).toBeUndefined();
    expect(parseCount("-3")).toBeUndefined();
  });

  describe("the pricing estimator's fields, read by the toolbox's one rule for typed numbers", () => {
    const codes = (values: Parameters<typeof readEstimate>[0], intl = "fr") =>
      readEstimate(values, intl).errors.map(({ field, code }) => `${field}:${code}`);

    it("reads lots and people per lot as each language writes them, Arabic-Indic digits included", () => {
      expect(readEstimate({ apartments: "240", villas: "1 200", shops: "" }, "fr")).toEqual({
        lots: 1440,
        peoplePerLot: 2.5,
        errors: [],
      });
      expect(readEstimate({ apartments: "1,200", people: "2.5" }, "en")).toMatchObject({
        lots: 1200,
        peoplePerLot: 2.5,
      });
      expect(readEstimate({ apartments: "٢٤٠", villas: "١٢", people: "٢٫٥" }, "ar-MA")).toEqual({
        lots: 252,
        peoplePerLot: 2.5,
        errors: [],
      });
      expect(readEstimate({ apartments: "240", people: "2,5" }, "ar-MA")).toMatchObject({
        peoplePerLot: 2.5,
      });
    });

    it("names what is wrong with each field, never reading a number half", () => {
      expect(codes({ apartments: "abc" })).toEqual(["apartments:not-a-number"]);
      expect(codes({ villas: "-50" })).toEqual(["villas:negative"]);
      // "1,5" is one and a half in French, and a decimal in the wrong mark in English: not 15 lots.
      expect(codes({ shops: "1,5" })).toEqual(["shops:not-whole"]);
      expect(codes({ shops: "1,5" }, "en")).toEqual(["shops:not-whole"]);
      expect(readEstimate({ shops: "1,5" }, "fr").lots).toBe(0);
      expect(codes({ apartments: "1000000" })).toEqual(["apartments:too-large"]);
      expect(codes({ apartments: "240", people: "0" })).toEqual(["people:people-range"]);
      expect(codes({ apartments: "240", people: "51" })).toEqual(["people:people-range"]);
      expect(codes({ apartments: "240", people: "-2" })).toEqual(["people:negative"]);
      expect(codes({ apartments: "240", people: "2.5" })).toEqual(["people:decimal-separator"]);
      expect(codes({ apartments: "240", people: "2,5" }, "en")).toEqual(["people:decimal-separator"]);
      expect(codes({ apartments: "240", people: "deux" })).toEqual(["people:not-a-number"]);
      expect(codes({ apartments: "x", villas: "-1", people: "0" })).toEqual([
        "apartments:not-a-number",
        "villas:negative",
        "people:people-range",
      ]);
    });
  });
});
