import { readTypedNumber } from "../tools/typed-number";
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

/** The pricing estimator's fields: the lots by kind, then the people per lot (optional). */
export const lotKinds = ["apartments", "villas", "shops"] as const;
export const estimateFields = [...lotKinds, "people"] as const;
export type EstimateField = (typeof estimateFields)[number];

/** Lots of one kind a residence may have: beyond it, a number is a slip of the keyboard. */
export const MAX_LOTS_OF_A_KIND = 100_000;
/** People per lot: at least one in ten lots used, at most fifty (a lot is a home or a shop). */
export const PEOPLE_PER_LOT = { min: 0.1, max: 50 } as const;

export type EstimateErrorCode =
  /** Not a number at all ("abc"). */
  | "not-a-number"
  /** A count with decimals, or the other language's decimal mark ("1,5" lots in French or English). */
  | "not-whole"
  /** A minus sign ("-50"). */
  | "negative"
  /** More lots of one kind than MAX_LOTS_OF_A_KIND. */
  | "too-large"
  /** People per lot written with the other language's decimal mark ("2.5" in French). */
  | "decimal-separator"
  /** People per lot outside PEOPLE_PER_LOT, 0 included. */
  | "people-range";

export type EstimateReading = {
  /** The lots of the fields that read, blank ones as none. */
  lots: number;
  /** The visitor's people per lot when it reads, the stated default otherwise. */
  peoplePerLot: number;
  errors: { field: EstimateField; code: EstimateErrorCode }[];
};

/** A count of lots as typed in the language whose Intl locale is `intl`; blank is none. */
function readLots(text: string, intl: string): number | EstimateErrorCode {
  const read = readTypedNumber(text, intl, { max: MAX_LOTS_OF_A_KIND });
  if (read === undefined) return 0;
  if (!read.ok)
    return read.code === "decimal-separator"
      ? "not-whole"
      : read.code === "too-large"
        ? "too-large"
        : "not-a-number";
  if (read.value < 0) return "negative";
  return Number.isInteger(read.value) ? read.value : "not-whole";
}

/** People per lot as typed; blank is the stated default. */
function readPeople(text: string, intl: string): number | EstimateErrorCode {
  const read = readTypedNumber(text, intl);
  if (read === undefined) return defaultPeoplePerLot;
  if (!read.ok)
    return read.code === "decimal-separator"
      ? "decimal-separator"
      : read.code === "too-large"
        ? "people-range"
        : "not-a-number";
  if (read.value < 0) return "negative";
  return read.value >= PEOPLE_PER_LOT.min && read.value <= PEOPLE_PER_LOT.max ? read.value : "people-range";
}

/**
 * The estimator's fields as typed, read by the toolbox's one rule for typed numbers
 * (core/tools/typed-number.ts: the language's decimal mark, its grouping, Arabic-Indic digits):
 * the lots and people per lot that read, and what is wrong with each field that does not.
 */
export function readEstimate(values: Partial<Record<EstimateField, string>>, intl: string): EstimateReading {
  const errors: EstimateReading["errors"] = [];
  let lots = 0;
  for (const field of lotKinds) {
    const read = readLots(values[field] ?? "", intl);
    if (typeof read === "number") lots += read;
    else errors.push({ field, code: read });
  }
  const people = readPeople(values.people ?? "", intl);
  if (typeof people === "string") errors.push({ field: "people", code: people });
  return { lots, peoplePerLot: typeof people === "number" ? people : defaultPeoplePerLot, errors };
}
