import type { KeepMessage } from "#app/routing/page-loader.server";
import type { SolutionSlug } from "#core/content/solution-slugs";
import { homeDesk, homePhone } from "#core/content/product-views/home";
import { viewKeys } from "#core/content/product-views/keys";
import { roleTops } from "#core/content/product-views/roles";
import { solutionViews } from "#core/content/product-views/solutions";
import { featureSlugOf } from "./feature-copy.server";
import { solutionSlugOf } from "./solution-copy";

/**
 * The product views' copy a page carries (`keep` of its pageLoader): the words every view shares
 * (`views.common.*`) and its own views', not the others'.
 */
const common = (key: string) => key.startsWith("views.common.");

/** The hero's pair and the tops of the six roles' screens: the messages they name. */
const homeKeys: ReadonlySet<string> = viewKeys([homeDesk, homePhone, ...Object.values(roleTops)]);

export const homeViewCopy: KeepMessage = (key) => common(key) || homeKeys.has(key);

/** A feature page's: its view's messages, `views.<slug>.*`. */
export const featureViewCopy: KeepMessage = (key, path) =>
  common(key) || key.startsWith(`views.${featureSlugOf(path)}.`);

const solutionKeys = new Map<SolutionSlug, ReadonlySet<string>>();

/** A solution page's: the messages of the views its hero shows. */
export const solutionViewCopy: KeepMessage = (key, path) => {
  const slug = solutionSlugOf(path);
  if (common(key)) return true;
  if (!slug) return false;
  let keys = solutionKeys.get(slug);
  if (!keys) solutionKeys.set(slug, (keys = viewKeys(solutionViews(slug))));
  return keys.has(key);
};
