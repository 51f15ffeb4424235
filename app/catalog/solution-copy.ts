import { solutionSlugs, type SolutionSlug } from "#core/content/solution-slugs";

/** The slug of a language-neutral solution path (`/core/solutions/<slug>`), if it is one. */
export function solutionSlugOf(path: string): SolutionSlug | undefined {
  const last = path.split("/").pop();
  return solutionSlugs.find((slug) => slug === last);
}

/**
 * A solution's own copy lives under `solutions.<slug>.…` in locales/*\/solutions.json. The key is
 * typed for every slug: a field some solution lacks does not compile where the key is used.
 */
export const solutionKey = <const Field extends string>(slug: SolutionSlug, field: Field) =>
  `solutions.${slug}.${field}` as const;
