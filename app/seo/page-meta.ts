import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "#core/i18n/keys";
import { groupKey, type GroupPrefix } from "#app/i18n/copy-group";
import { headTags, type Head } from "./head";

/**
 * The message keys of a page's title and description, `<prefix>.meta.title` and
 * `<prefix>.meta.description`: pageLoader's `head` for a page with one of each.
 */
export function metaKeys<Prefix extends string>(
  prefix: Prefix & GroupPrefix<Prefix, "meta.title" | "meta.description">,
): { title: MessageKey; description: MessageKey } {
  return {
    title: groupKey(prefix, "meta.title"),
    description: groupKey(prefix, "meta.description"),
  };
}

/** The `meta` export of a page whose loader gives its head (app/routing/page-loader.server.ts). */
export function pageMeta({ loaderData }: { loaderData: { head: Head } | undefined }): MetaDescriptor[] {
  return headTags(loaderData?.head);
}
