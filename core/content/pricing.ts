import { planIds, type PlanId } from "./plans";

/**
 * The plans' prices, in Moroccan dirhams (MAD), from this one file: the pricing page shows each
 * set price monthly and yearly, excluding VAT (HT) and including it (TTC); a plan whose price is
 * not set reads "Sur devis" / "Price on request" / "حسب العرض".
 *
 * No price has been decided: every price below is unset, on purpose. Nothing invented ships
 * (docs/product.md §9). To publish one, set its `monthlyHt`; `unsetPrices()` lists what is left.
 */
export type Pricing = {
  currency: "MAD";
  /** Morocco's standard VAT rate (TVA), in percent. */
  vatPercent: number;
  /**
   * How many monthly prices a year's subscription costs: 12 is no discount, 10 would be "two
   * months free". A commercial choice; 12 until one is made.
   */
  monthsBilledPerYear: number;
  /** The monthly price of each plan, excluding VAT, in dirhams; undefined: on quote. */
  monthlyHt: Record<PlanId, number | undefined>;
};

export const pricing: Pricing = {
  currency: "MAD",
  vatPercent: 20,
  monthsBilledPerYear: 12,
  monthlyHt: { basic: undefined, standard: undefined, premium: undefined },
};

/** An amount in whole dirhams, excluding and including VAT. */
export type Amount = { ht: number; ttc: number };

/** A set price: per month, and per year (`monthsBilledPerYear` monthly prices). */
export type PlanPrice = { monthly: Amount; yearly: Amount };

/**
 * Including VAT, rounded to the nearest dirham (half a dirham up): 499 HT at 20 % is 598.80,
 * hence 599 TTC. Computed in hundredths of a percent so that 0.1 + 0.2 does not leak in.
 */
export function withVat(ht: number, vatPercent: number): number {
  const ttc = (Math.round(ht * 100) * Math.round((100 + vatPercent) * 100)) / 1_000_000;
  return Math.round(Math.round(ttc * 1e6) / 1e6);
}

function amount(ht: number, vatPercent: number): Amount {
  return { ht: Math.round(ht), ttc: withVat(ht, vatPercent) };
}

/**
 * A plan's price, monthly and yearly, HT and TTC; undefined when it is not set (on quote). The
 * yearly price is the monthly HT times `monthsBilledPerYear`, its VAT computed on that total.
 */
export function priceOf(id: PlanId, from: Pricing = pricing): PlanPrice | undefined {
  const monthlyHt = from.monthlyHt[id];
  if (monthlyHt === undefined) return undefined;
  return {
    monthly: amount(monthlyHt, from.vatPercent),
    yearly: amount(monthlyHt * from.monthsBilledPerYear, from.vatPercent),
  };
}

/**
 * The plans whose price is not set, in the plans' order: each shows "on quote" on the site. For
 * the launch check (`npm run launch:check`), which lists what still has to be decided before the
 * site goes public — an empty list means every plan has a published price.
 */
export function unsetPrices(from: Pricing = pricing): PlanId[] {
  return planIds.filter((id) => from.monthlyHt[id] === undefined);
}
