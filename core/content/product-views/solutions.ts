import type { SolutionSlug } from "../solution-slugs";
import { solutions } from "../solutions";
import { productViewOf } from "./index";
import { frameFor, type ProductView } from "./types";

/**
 * What a solution page's hero shows: among its features, in the order the page lists them, the
 * first one's view on a desktop and the first one's on a phone, the window first; one view if its
 * features' views share a frame.
 */
export function solutionViews(slug: SolutionSlug): ProductView[] {
  const views = solutions[slug].features.flatMap((feature) => productViewOf(feature) ?? []);
  const desk = views.find((view) => frameFor(view.role) === "desktop");
  const phone = views.find((view) => frameFor(view.role) === "phone");
  return [desk, phone].filter((view) => view !== undefined);
}
