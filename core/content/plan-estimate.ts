import { defaultPeoplePerLot, largestPlan, plans, type Plan } from "./plans";

/**
 * The plan model, in one place: a residence's lots (apartments, villas, shops) times the people
 * of each lot who use the app gives its users, and the plan is the smallest whose user limit
 * covers them. The pricing page's estimator, the home page's chooser, the demo form's hint and the
 * service's suggested plan (server/forms/demo-store.ts) all call it.
 */
export type PlanEstimate = {
  lots: number;
  peoplePerLot: number;
  /** lots × peoplePerLot, rounded up to a whole person. */
  users: number;
  /** The smallest plan that covers `users`; undefined beyond the largest plan. */
  plan: Plan | undefined;
};

/** The smallest plan whose user limit covers `users`; undefined beyond the largest plan. */
export function planForUsers(users: number): Plan | undefined {
  return plans.find((plan) => users <= plan.maxUsers);
}

/** Whole people: 201 lots × 2.5 = 502.5 is 503 users (a half-person still needs an account). */
export function usersForLots(lots: number, peoplePerLot: number = defaultPeoplePerLot): number {
  // Rounded to a millionth first, so that 3 × 0.1 does not become 0.30000000000000004 → 1.
  return Math.ceil(Math.round(lots * peoplePerLot * 1e6) / 1e6);
}

/**
 * The estimate for a number of lots. `peoplePerLot` defaults to the page's stated assumption
 * (`defaultPeoplePerLot`); a visitor may give their own.
 */
export function estimatePlan(lots: number, peoplePerLot: number = defaultPeoplePerLot): PlanEstimate {
  const users = usersForLots(lots, peoplePerLot);
  return { lots, peoplePerLot, users, plan: planForUsers(users) };
}

/**
 * The most lots a plan covers at `peoplePerLot`: the reading of the comparison table, which needs
 * no script (Basic covers 200 lots at 2.5 people a lot).
 */
export function maxLotsFor(plan: Plan, peoplePerLot: number = defaultPeoplePerLot): number {
  let lots = Math.floor(plan.maxUsers / peoplePerLot);
  while (usersForLots(lots + 1, peoplePerLot) <= plan.maxUsers) lots++;
  while (lots > 0 && usersForLots(lots, peoplePerLot) > plan.maxUsers) lots--;
  return lots;
}

/** Beyond this many users, no plan fits: the team builds an offer with the customer. */
export const largestUserLimit = largestPlan.maxUsers;

/**
 * What a visitor typed as a count (lots, people): digits with spaces or separators of thousands
 * ("1 200", "1.200", "1,200") are a whole number; anything else, or nothing, is undefined.
 */
export function parseCount(raw: string): number | undefined {
  const digits = raw.replace(/[\s\u00a0\u202f.,']/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * People per lot as typed: a decimal with a point or a comma ("2,5", "3"), at least 0.1 and at
 * most 50 (a lot is a home or a shop); anything else is undefined (the default then applies).
 */
export function parsePeoplePerLot(raw: string): number | undefined {
  const text = raw.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 0.1 && value <= 50 ? value : undefined;
}
