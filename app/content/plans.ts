/** The three plans and their limits (SPEC.md §9). Prices are optional: none is published yet. */
export type Plan = {
  id: "basic" | "standard" | "premium";
  maxUsers: number;
  storageGb: number;
  featureCount: number;
  helpCenter: boolean;
  customization: boolean;
  priceMadPerMonth?: number;
};

export const plans: readonly Plan[] = [
  { id: "basic", maxUsers: 500, storageGb: 200, featureCount: 4, helpCenter: false, customization: false },
  {
    id: "standard",
    maxUsers: 1200,
    storageGb: 1000,
    featureCount: 12,
    helpCenter: false,
    customization: false,
  },
  { id: "premium", maxUsers: 5000, storageGb: 3000, featureCount: 40, helpCenter: true, customization: true },
];

/** The smallest plan whose user limit covers `users`; undefined beyond the largest plan. */
export function planForUsers(users: number): Plan | undefined {
  return plans.find((plan) => users <= plan.maxUsers);
}
