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

/** How many numbered steps (`features.<slug>.steps.N`) the copy gives a feature. */
export function stepCount(messages: CompiledMessages, slug: FeatureSlug): number {
  let count = 0;
  while (`features.${slug}.steps.${count + 1}` in messages) count++;
  return count;
}

/** The feature a language-neutral path names: `/core/features/announcements` → `announcements`. */
export function featureSlugOf(path: string): FeatureSlug {
  const slug = path.split("/").pop() ?? "";
  if (!isFeatureSlug(slug)) throw new Error(`Not a feature page: ${path}`);
  return slug;
}
