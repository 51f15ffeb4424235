import { solutionSlugs, type SolutionSlug } from "#core/content/solution-slugs";
import type { MessageKey } from "#core/i18n/keys";

/** The slug of a language-neutral solution path (`/core/solutions/<slug>`), if it is one. */
export function solutionSlugOf(path: string): SolutionSlug | undefined {
  const last = path.split("/").pop();
  return solutionSlugs.find((slug) => slug === last);
}

/** A solution's own copy lives under `solutions.<slug>.…` in locales/*\/solutions.json. */
export function solutionKey(slug: SolutionSlug, field: string): MessageKey {
  return `solutions.${slug}.${field}` as MessageKey;
}
