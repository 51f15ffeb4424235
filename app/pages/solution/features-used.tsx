import { getFeature } from "#core/content/features";
import { solutions } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { solutionKey } from "../../catalog/solution-copy";

/** The feature pages a solution is made of, each with what it does in this solution. */
export function FeaturesUsed({ slug }: { slug: SolutionSlug }) {
  const t = useT();
  return (
    <section aria-labelledby="features-used-title" className="container-page mt-20">
      <h2 id="features-used-title" className="text-3xl font-bold tracking-tight">
        {t("solutions.page.features")}
      </h2>
      <p className="mt-3 max-w-2xl text-muted">{t("solutions.page.featuresIntro")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3">
        {solutions[slug].features.map((feature) => (
          <li
            key={feature}
            className="relative flex flex-col rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand"
          >
            <Icon name={getFeature(feature).icon} className="size-6 text-brand" />
            <h3 className="mt-4 text-lg font-semibold">
              <LocalLink
                to={`/core/features/${feature}`}
                className="text-ink after:absolute after:inset-0 after:rounded-2xl"
              >
                {t(`feature.${feature}.name` as MessageKey)}
                <Icon name="arrow-right" flip className="ms-2 inline size-4 align-[-0.125em] text-brand" />
              </LocalLink>
            </h3>
            <p className="mt-2 text-muted">{t(solutionKey(slug, `feature.${feature}`))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
