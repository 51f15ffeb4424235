import type { KeepMessage } from "#app/routing/page-loader.server";
import { homeDesk, homePhone } from "#core/content/product-views/home";
import { viewKeys } from "#core/content/product-views/keys";
import { roleTops } from "#core/content/product-views/roles";
import { featureSlugOf } from "./feature-copy.server";

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
