import type { Feature, FeatureCategory } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { copyValues } from "../../catalog/copy-values";
import { categoryName, featureKey, featureName } from "../../catalog/message-keys";

/** One category of the overview: its features, each with its icon, name and one-line value. */
export function FeatureGroup({ category, features }: { category: FeatureCategory; features: Feature[] }) {
  const t = useT();
  return (
    <section id={category} aria-labelledby={`group-${category}`} className="pt-12">
      <h2 id={`group-${category}`} className="text-2xl font-bold tracking-tight">
        {t(categoryName(category))}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.slug}
            className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 hover:border-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              {/* The link covers the whole card; its name stays the feature's name alone. */}
              <LocalLink
                to={`/core/features/${feature.slug}`}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl"
              >
                {t(featureName(feature.slug))}
              </LocalLink>
            </h3>
            <p className="mt-2 text-muted text-pretty">{t(featureKey(feature.slug, "value"), copyValues)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
