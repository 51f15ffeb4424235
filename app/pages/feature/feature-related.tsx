import { getFeature, type FeatureSlug } from "#core/content/features";
import { solutions as solutionCatalog } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { featureName, solutionName } from "../../catalog/message-keys";

const linkClass =
  "flex min-h-14 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-medium hover:border-brand";

/** Where to go next: features that work with this one, and the solutions it belongs to. */
export function FeatureRelated({
  related,
  solutions,
}: {
  related: readonly FeatureSlug[];
  solutions: readonly SolutionSlug[];
}) {
  const t = useT();
  return (
    <div className="container-page grid gap-10 pt-14 md:grid-cols-2 md:pt-20">
      <section aria-labelledby="related-title">
        <h2 id="related-title" className="text-xl font-bold tracking-tight">
          {t("features.template.related.heading")}
        </h2>
        <ul className="mt-5 grid gap-3">
          {related.map((slug) => (
            <li key={slug}>
              <LocalLink to={`/core/features/${slug}`} className={linkClass}>
                <Icon name={getFeature(slug).icon} className="size-5 shrink-0 text-brand" />
                <span className="flex-1">{t(featureName(slug))}</span>
                <Icon name="arrow-right" flip className="size-4 shrink-0 text-muted" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="solutions-title">
        <h2 id="solutions-title" className="text-xl font-bold tracking-tight">
          {t("features.template.solutions.heading")}
        </h2>
        <ul className="mt-5 grid gap-3">
          {solutions.map((slug) => (
            <li key={slug}>
              <LocalLink to={`/core/solutions/${slug}`} className={linkClass}>
                <Icon name={solutionCatalog[slug].icon} className="size-5 shrink-0 text-accent" />
                <span className="flex-1">{t(solutionName(slug))}</span>
                <Icon name="arrow-right" flip className="size-4 shrink-0 text-muted" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
