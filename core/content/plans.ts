import { featureSlugs } from "./features";

/**
 * The three plans and their limits (docs/product.md §6). Prices are optional: none is published yet.
 * Premium includes every feature of the catalog: its count is the catalog's, not the "40" of the
 * original site, which named features that do not exist (docs/decisions/014-premium-feature-count.md).
 */
export type Plan = {
  id: "basic" | "standard" | "premium";
  maxUsers: number;
  storageGb: number;
  featureCount: number;
  /** The plan includes every feature of the catalog (`featureCount` is then the catalog's size). */
  allFeatures: boolean;
  helpCenter: boolean;
  customization: boolean;
  priceMadPerMonth?: number;
};

export const plans: readonly Plan[] = [
  {
    id: "basic",
    maxUsers: 500,
    storageGb: 200,
    featureCount: 4,
    allFeatures: false,
    helpCenter: false,
    customization: false,
  },
  {
    id: "standard",
    maxUsers: 1200,
    storageGb: 1000,
    featureCount: 12,
    allFeatures: false,
    helpCenter: false,
    customization: false,
  },
  {
    id: "premium",
    maxUsers: 5000,
    storageGb: 3000,
    featureCount: featureSlugs.length,
    allFeatures: true,
    helpCenter: true,
    customization: true,
  },
];

/** The smallest plan whose user limit covers `users`; undefined beyond the largest plan. */
export function planForUsers(users: number): Plan | undefined {
  return plans.find((plan) => users <= plan.maxUsers);
}
