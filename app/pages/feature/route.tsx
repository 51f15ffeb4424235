import { getFeature } from "#app/content/features";
import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
import type { Route } from "./+types/route";
import { copyForFeature, featureSlugOf, stepCount } from "./copy.server";
import { DemoCall } from "./demo-call";
import { FeatureHero } from "./feature-hero";
import { FeatureProblem } from "./feature-problem";
import { FeatureRelated } from "./feature-related";
import { FeatureRoles } from "./feature-roles";
import { FeatureSteps } from "./feature-steps";
import { featureKey } from "./message-keys";

/**
 * The one template of the 30 feature pages (app/routing/pages.ts gives each its own route): the
 * feature comes from the path, its data from app/content/features.ts, its copy from features.json.
 */
const loadPage = pageLoader({
  namespaces: ["features"],
  head: (path) => {
    const slug = featureSlugOf(path);
    return { title: featureKey(slug, "meta.title"), description: featureKey(slug, "meta.description") };
  },
});

export function loader(args: Route.LoaderArgs) {
  const { messages, head } = loadPage(args);
  const slug = featureSlugOf(head.path);
  return { head, slug, messages: copyForFeature(messages, slug), steps: stepCount(messages, slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const feature = getFeature(loaderData.slug);
  return (
    <>
      <FeatureHero feature={feature} />
      <FeatureProblem slug={feature.slug} />
      <FeatureSteps slug={feature.slug} count={loaderData.steps} />
      <FeatureRoles slug={feature.slug} roles={feature.roles} />
      <FeatureRelated related={feature.related} solutions={feature.solutions} />
      <DemoCall
        title={t("features.template.cta.title")}
        body={t("features.template.cta.body")}
        showAllFeatures
      />
    </>
  );
}
