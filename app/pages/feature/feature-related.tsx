import { getFeature, type FeatureSlug } from "#core/content/features";
import { solutions as solutionCatalog } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { Section } from "#app/ui/section";
import { featureName, solutionName } from "../../catalog/message-keys";
import { useFeatureHeading, type FeaturePart } from "./feature-section";

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
      <LinkList
        part="related"
        links={related.map((slug) => ({
          to: `/core/features/${slug}`,
          icon: getFeature(slug).icon,
          name: t(featureName(slug)),
        }))}
      />
      <LinkList
        part="solutions"
        iconClassName="text-accent"
        links={solutions.map((slug) => ({
          to: `/core/solutions/${slug}`,
          icon: solutionCatalog[slug].icon,
          name: t(solutionName(slug)),
        }))}
      />
    </div>
  );
}

/** A titled list of pages, each a row with its icon, its name and an arrow. */
function LinkList({
  part,
  links,
  iconClassName = "text-brand",
}: {
  part: FeaturePart;
  links: { to: string; icon: IconName; name: string }[];
  iconClassName?: string;
}) {
  const heading = useFeatureHeading(part);
  return (
    <Section {...heading} titleClassName="text-xl font-bold tracking-tight">
      <ul className="mt-5 grid gap-3">
        {links.map(({ to, icon, name }) => (
          <li key={to}>
            <LocalLink
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-medium hover:border-brand"
            >
              <Icon name={icon} className={`size-5 shrink-0 ${iconClassName}`} />
              <span className="flex-1">{name}</span>
              <Icon name="arrow-right" flip className="size-4 shrink-0 text-muted" />
            </LocalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
