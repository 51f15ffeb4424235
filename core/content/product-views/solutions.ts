import type { SolutionSlug } from "../solution-slugs";
import { solutions } from "../solutions";
import { productViewOf } from "./index";
import { frameFor, type ProductView } from "./types";

/**
 * What a solution page's hero shows: the view of its main feature (the first of those the page
 * lists that has one) and, when another of its features is used on the other kind of screen, the
 * first such view beside it: a window at a desk and a phone, as the app is used.
 */
export function solutionViews(slug: SolutionSlug): ProductView[] {
  const views = solutions[slug].features.flatMap((feature) => productViewOf(feature) ?? []);
  const [main] = views;
  if (!main) return [];
  const other = views.find((view) => frameFor(view.role) !== frameFor(main.role));
  return other ? [main, other] : [main];
}

/** The solution's main view, the first of `solutionViews`. */
export function solutionView(slug: SolutionSlug): ProductView | undefined {
  return solutionViews(slug)[0];
}
