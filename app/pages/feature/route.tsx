import { getFeature, isFeatureSlug, type FeatureSlug } from "#core/content/features";
import { loadMessages } from "#core/i18n/messages";
import { productViewOf } from "#core/content/product-views/index";
import type { ProductView } from "#core/content/product-views/types";
import { useT } from "#app/i18n/use-t";
import { pageLoader } from "#app/routing/page-loader.server";
import { templateMeta, templatePage } from "#app/shell/template-page";
import { DemoCta } from "#app/ui/demo-cta";
import type { Route } from "./+types/route";
import { featurePageCopy, featureSlugOf, itemCount } from "../../catalog/feature-copy.server";
import { FeatureHero } from "./feature-hero";
import { FeatureProblem } from "./feature-problem";
import { FeatureRelated } from "./feature-related";
import { FeatureRoles } from "./feature-roles";
import { FeatureSteps } from "./feature-steps";
import { faqItem, featureKey } from "../../catalog/message-keys";
import { featureViewCopy } from "../../catalog/view-copy.server";
import { FeatureCapabilities } from "./feature-capabilities";
import { FeatureFaq } from "./feature-faq";
import { FeaturePlans } from "./feature-plans";

/**
 * The one template of the 30 feature pages (the route `/core/features/:slug`): the feature comes
 * from the slug, its data from core/content/features.ts, its copy from features.json. A slug the
 * catalog does not know is the not-found page.
 */
const loadPage = pageLoader({
  namespaces: ["features", "pricing", "views"],
  keep: {
    features: featurePageCopy,
    // The plans' names and taglines only, of the pricing page's copy.
    pricing: (key) => /^pricing\.plan\.\w+\.(name|tagline)$/.test(key),
    views: featureViewCopy,
  },
  head: (path) => {
    const slug = featureSlugOf(path);
    return { title: featureKey(slug, "meta.title"), description: featureKey(slug, "meta.description") };
  },
});

export function loader(args: Route.LoaderArgs) {
  const { slug } = args.params;
  if (!isFeatureSlug(slug)) return { found: false as const };
  const page = loadPage(args);
  const messages = loadMessages(page.head.locale, ["features"]);
  const counts = {
    steps: itemCount(messages, slug, "steps"),
    can: itemCount(messages, slug, "can"),
    faq: itemCount(messages, slug, "faq"),
  };
  // The questions the page shows are its FAQPage structured data too.
  const faq = Array.from({ length: counts.faq }, (_, i) => faqItem(slug, i + 1));
  return {
    found: true as const,
    head: { ...page.head, faq },
    slug,
    messages: page.messages,
    counts,
    // The view's description travels as the page's data, not in its JavaScript (decision 035).
    view: productViewOf(slug) ?? null,
  };
}

export const meta: Route.MetaFunction = templateMeta;

function Feature({
  slug,
  counts,
  view,
}: {
  slug: FeatureSlug;
  counts: Record<"steps" | "can" | "faq", number>;
  view: ProductView | null;
}) {
  const t = useT();
  const feature = getFeature(slug);
  return (
    <>
      <FeatureHero feature={feature} view={view} />
      <FeatureProblem slug={feature.slug} />
      <FeatureSteps slug={feature.slug} count={counts.steps} />
      <FeatureCapabilities slug={feature.slug} count={counts.can} />
      <FeatureRoles slug={feature.slug} roles={feature.roles} />
      <FeaturePlans slug={feature.slug} />
      <FeatureFaq slug={feature.slug} count={counts.faq} />
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

export default templatePage(Feature);
