import type { MetaDescriptor } from "react-router";
import type { ComponentType } from "react";
import { headTags, type Head } from "#app/seo/head";
import { StaticPart } from "#app/ui/static-part";
import { NotFoundView, notFoundMeta } from "./not-found-view";

/** What a template's loader gives: the page's data, or `found: false` for a slug the catalog does not know. */
type TemplateData = { found: true; head: Head } | { found: false };

/** The `meta` export of a template's route: the page's head, or the not-found page's. */
export function templateMeta({
  loaderData,
  ...args
}: Parameters<typeof notFoundMeta>[0] & { loaderData: TemplateData | undefined }): MetaDescriptor[] {
  return loaderData?.found ? headTags(loaderData.head) : notFoundMeta(args);
}

/**
 * The default export of a template's route: `Page` with the loader's data, static once
 * prerendered, or the not-found view when the loader found no such slug.
 */
export function templatePage<Props extends object>(Page: ComponentType<Props>) {
  return function TemplatePage({ loaderData }: { loaderData: ({ found: true } & Props) | { found: false } }) {
    return loaderData.found ? (
      <StaticPart>
        <Page {...loaderData} />
      </StaticPart>
    ) : (
      <NotFoundView />
    );
  };
}
