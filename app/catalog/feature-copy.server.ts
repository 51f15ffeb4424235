import { featureSlugs, isFeatureSlug, type FeatureSlug } from "#core/content/features";
import type { CompiledMessages } from "#core/i18n/messages";
import type { KeepMessage } from "#app/routing/page-loader.server";

/** `features.<slug>.…` keys belong to one feature; every other key of the namespace is shared. */
const perFeature = new RegExp(`^features\\.(${featureSlugs.join("|")})\\.(.+)$`);

/**
 * The copy a feature page carries in its data (`keep` of its pageLoader): its own messages and the
 * template's, not the other features' (the namespace holds all thirty; each page would otherwise
 * ship them all).
 */
export const featurePageCopy: KeepMessage = (key, path) => {
  const match = perFeature.exec(key);
  return match ? match[1] === featureSlugOf(path) : !key.startsWith("features.overview.");
};

/** The overview shows each feature's one-line value, nothing else of the feature pages. */
export const overviewCopy: KeepMessage = (key) => {
  const match = perFeature.exec(key);
  return match ? match[2] === "value" : true;
};

/** The numbered parts of a feature page, and the key of their Nth item. */
const numbered = {
  steps: (slug: FeatureSlug, n: number) => `features.${slug}.steps.${n}`,
  can: (slug: FeatureSlug, n: number) => `features.${slug}.can.${n}`,
  faq: (slug: FeatureSlug, n: number) => `features.${slug}.faq.${n}.q`,
} as const;

/** How many numbered items (steps, capabilities, questions) the copy gives a feature's part. */
export function itemCount(
  messages: CompiledMessages,
  slug: FeatureSlug,
  part: keyof typeof numbered,
): number {
  let count = 0;
  while (numbered[part](slug, count + 1) in messages) count++;
  return count;
}

/** The feature a language-neutral path names: `/core/features/announcements` → `announcements`. */
export function featureSlugOf(path: string): FeatureSlug {
  const slug = path.split("/").pop() ?? "";
  if (!isFeatureSlug(slug)) throw new Error(`Not a feature page: ${path}`);
  return slug;
}
