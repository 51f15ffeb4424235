import { describe, expect, it } from "vitest";
import { planIds } from "#core/content/plans";
import { priceOf, pricing, unsetPrices, withVat, type Pricing } from "#core/content/pricing";

const set: Pricing = {
  currency: "MAD",
  vatPercent: 20,
  monthsBilledPerYear: 10,
  monthlyHt: { basic: 499, standard: 1250, premium: undefined },
};

describe("core/content/pricing", () => {
  it("ships no price: every plan is on quote, and the launch check is told so", () => {
    expect(pricing.monthlyHt).toEqual({ basic: undefined, standard: undefined, premium: undefined });
    for (const id of planIds) expect(priceOf(id), id).toBeUndefined();
    expect(unsetPrices()).toEqual(["basic", "standard", "premium"]);
  });

  it("adds 20 % VAT and rounds to the dirham, half a dirham up", () => {
    expect(withVat(499, 20)).toBe(599); // 598.80
    expect(withVat(1250, 20)).toBe(1500);
    expect(withVat(1, 20)).toBe(1); // 1.20
    expect(withVat(2.5, 20)).toBe(3); // 3.00
    expect(withVat(102.5, 20)).toBe(123); // 123.00
    expect(withVat(0.4, 25)).toBe(1); // 0.50, half up
    expect(withVat(99.99, 20)).toBe(120); // 119.988
    expect(withVat(1000, 0)).toBe(1000);
  });

  it("prices a set plan monthly and yearly, the year being the configured number of months", () => {
    expect(priceOf("basic", set)).toEqual({
      monthly: { ht: 499, ttc: 599 },
      yearly: { ht: 4990, ttc: 5988 }, // 10 × 499; 4,990 × 1.2 = 5,988
    });
    expect(priceOf("standard", { ...set, monthsBilledPerYear: 12 })).toEqual({
      monthly: { ht: 1250, ttc: 1500 },
      yearly: { ht: 15000, ttc: 18000 },
    });
    expect(priceOf("premium", set)).toBeUndefined();
  });

  it("lists only the plans still without a price", () => {
    expect(unsetPrices(set)).toEqual(["premium"]);
    expect(unsetPrices({ ...set, monthlyHt: { basic: 1, standard: 2, premium: 3 } })).toEqual([]);
  });
});
