/**
 * The demo form's choices, apart from its schema: the page renders them from the first paint,
 * while the schema (and its validation library) loads only when the form is about to be checked.
 */

/** The six roles of the platform, plus the people who build residences and everyone else. */
export const demoRoles = [
  "SYNDIC",
  "MANAGER",
  "DEVELOPER",
  "OWNER",
  "RESIDENT",
  "STAFF",
  "SECURITY",
  "OTHER",
] as const;

export const planIds = ["basic", "standard", "premium"] as const;

/** Units or users: one home up to a large portfolio (beyond the largest plan is welcome too). */
export const sizeLimits = { min: 1, max: 1_000_000 } as const;
