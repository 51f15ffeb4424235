import { getFeature } from "#core/content/features";
import { solutions } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { CardGrid } from "#app/ui/card-grid";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { Section } from "#app/ui/section";
import { solutionKey } from "../../catalog/solution-copy";

/** The feature pages a solution is made of, each with what it does in this solution. */
export function FeaturesUsed({ slug }: { slug: SolutionSlug }) {
  const t = useT();
  const cards = solutions[slug].features.map((feature) => ({
    id: feature,
    icon: getFeature(feature).icon,
    title: (
      <LocalLink
        to={`/core/features/${feature}`}
        className="text-ink after:absolute after:inset-0 after:rounded-2xl"
      >
        {t(`feature.${feature}.name`)}
        <Icon name="arrow-right" flip className="ms-2 inline size-4 align-[-0.125em] text-brand" />
      </LocalLink>
    ),
    // Which features a solution names is its data (solutions.ts), held to the copy by a test.
    body: t(familyKey(solutionKey(slug, `feature.${feature}`))),
  }));
  return (
    <Section id="features-used-title" title={t("solutions.page.features")} className="container-page mt-20">
      <p className="mt-3 max-w-2xl text-muted">{t("solutions.page.featuresIntro")}</p>
      <CardGrid look="link" className="mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3" cards={cards} />
    </Section>
  );
}
