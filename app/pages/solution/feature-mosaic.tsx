import { getFeature } from "#core/content/features";
import { solutions } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";

/**
 * The hero's picture on wide screens: the features the solution combines, as tiles. Decorative
 * (hidden from assistive technology): the same features are listed, with links, further down.
 */
export function FeatureMosaic({ slug }: { slug: SolutionSlug }) {
  const t = useT();
  const { features } = solutions[slug];
  // With an odd number of tiles, the first spans the row so the grid has no hole.
  const wide = (index: number) => index === 0 && features.length % 2 === 1;
  return (
    <div aria-hidden="true" className="hidden rounded-3xl bg-sunken p-5 md:block">
      <ul className="grid grid-cols-2 gap-3">
        {features.map((feature, index) => (
          <li
            key={feature}
            className={`flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 ${wide(index) ? "col-span-2" : ""}`}
          >
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={getFeature(feature).icon} className="size-5" />
            </span>
            <span className="text-sm font-semibold text-ink">
              {t(`feature.${feature}.name` as MessageKey)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
