import solutionData from "./solutions.json" with { type: "json" };
import type { CatalogIcon } from "./catalog-icons";
import type { FeatureSlug } from "./features";
import type { FigureName } from "./figures";
import type { Role } from "./roles";
import type { SolutionSlug } from "./solution-slugs";

/** The marketing figures (docs/product.md §7) that a solution's outcome may quote: shares, shown as percentages. */
export const solutionFigures = [
  "uptime",
  "costReduction",
  "residentSatisfaction",
] as const satisfies readonly FigureName[];
export type SolutionFigure = (typeof solutionFigures)[number];

export type Solution = {
  icon: CatalogIcon;
  /** The feature pages the solution is built from, in the order the page lists them. */
  features: readonly FeatureSlug[];
  /** Who the solution is for, most concerned first. */
  roles: readonly Role[];
  figure?: SolutionFigure;
};

/**
 * Each solution's entry, keyed by slug, in `solutions.json`. The table is data: that it has exactly
 * one entry per slug, and only icons, features, roles and figures that exist, is checked by
 * tests/core/content/solutions.test.ts before these types are trusted.
 */
export const solutions = solutionData as Record<SolutionSlug, Solution>;
