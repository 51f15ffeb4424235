import type { SolutionSlug } from "../solution-slugs";
import { solutions } from "../solutions";
import { productViewOf } from "./index";
import type { ProductView } from "./types";

/**
 * What a solution page's hero shows: the view of its main feature, the first of those the page
 * lists that has one.
 */
export function solutionView(slug: SolutionSlug): ProductView | undefined {
  for (const feature of solutions[slug].features) {
    const view = productViewOf(feature);
    if (view) return view;
  }
  return undefined;
}
