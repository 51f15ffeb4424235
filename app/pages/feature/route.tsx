import { getFeature, isFeatureSlug, type FeatureSlug } from "#core/content/features";
import { loadMessages } from "#core/i18n/messages";
import { productViewOf } from "#core/content/product-views/index";
import type { ProductView } from "#core/content/product-views/types";
import { useT } from "#app/i18n/use-t";
import { pageLoader } from "#app/routing/page-loader.server";
import { TemplatePage, templateMeta } from "#app/shell/template-page";
import { DemoCta } from "#app/ui/demo-cta";
import type { Route } from "./+types/route";
import { featurePageCopy, featureSlugOf, stepCount } from "../../catalog/feature-copy.server";
import { FeatureHero } from "./feature-hero";
import { FeatureProblem } from "./feature-problem";
import { FeatureRelated } from "./feature-related";
import { FeatureRoles } from "./feature-roles";
import { FeatureSteps } from "./feature-steps";
import { featureKey } from "../../catalog/message-keys";
import { featureViewCopy } from "../../catalog/view-copy.server";

/**
 * The one template of the 30 feature pages (the route `/core/features/:slug`): the feature comes
 * from the slug, its data from core/content/features.ts, its copy from features.json. A slug the
 * catalog does not know is the not-found page.
 */
const loadPage = pageLoader({
  namespaces: ["features", "views"],
  keep: { features: featurePageCopy, views: featureViewCopy },
  head: (path) => {
    const slug = featureSlugOf(path);
    return { title: featureKey(slug, "meta.title"), description: featureKey(slug, "meta.description") };
  },
});

export function loader(args: Route.LoaderArgs) {
  const { slug } = args.params;
  if (!isFeatureSlug(slug)) return { found: false as const };
  const page = loadPage(args);
  return {
    found: true as const,
    head: page.head,
    slug,
    messages: page.messages,
    steps: stepCount(loadMessages(page.head.locale, ["features"]), slug),
    // The view's description travels as the page's data, not in its JavaScript (decision 035).
    view: productViewOf(slug) ?? null,
  };
}

export const meta: Route.MetaFunction = templateMeta;

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  return (
    <TemplatePage
      page={
        loaderData.found && <Feature slug={loaderData.slug} steps={loaderData.steps} view={loaderData.view} />
      }
    />
  );
}

function Feature({ slug, steps, view }: { slug: FeatureSlug; steps: number; view: ProductView | null }) {
  const t = useT();
  const feature = getFeature(slug);
  return (
    <>
      <FeatureHero feature={feature} view={view} />
      <FeatureProblem slug={feature.slug} />
      <FeatureSteps slug={feature.slug} count={steps} />
      <FeatureRoles slug={feature.slug} roles={feature.roles} />
      <FeatureRelated related={feature.related} solutions={feature.solutions} />
      <DemoCta
        layout="beside"
        title={t("features.template.cta.title")}
        body={t("features.template.cta.body")}
        demoLabel={t("features.template.cta.button")}
        secondary={{ to: "/core/features", label: t("features.template.cta.allFeatures") }}
      />
    </>
  );
}
