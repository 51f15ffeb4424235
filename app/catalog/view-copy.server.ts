import type { KeepMessage } from "#app/routing/page-loader.server";
import { featureSlugOf } from "./feature-copy.server";

/**
 * The product views' copy a page carries (`keep` of its pageLoader): the words every view shares
 * (`views.common.*`) and its own view's, not the thirty others'.
 */
const viewCopy =
  (own: (path: string) => string): KeepMessage =>
  (key, path) =>
    key.startsWith("views.common.") || key.startsWith(`views.${own(path)}.`);

export const homeViewCopy: KeepMessage = viewCopy(() => "home");

export const featureViewCopy: KeepMessage = viewCopy(featureSlugOf);
