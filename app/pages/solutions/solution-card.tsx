import { solutions } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { solutionKey } from "#app/catalog/solution-copy";

/** A solution in the overview: the whole card is its link, named by the solution's name. */
export function SolutionCard({ slug }: { slug: SolutionSlug }) {
  const t = useT();
  return (
    <li className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-brand">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <Icon name={solutions[slug].icon} className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-semibold tracking-tight text-balance">
        <LocalLink
          to={`/core/solutions/${slug}`}
          className="text-ink after:absolute after:inset-0 after:rounded-2xl"
        >
          {t(`solution.${slug}.name`)}
        </LocalLink>
      </h2>
      <p className="mt-2 grow text-muted text-pretty">{t(solutionKey(slug, "problem"))}</p>
      <Icon name="arrow-right" flip className="mt-5 size-5 text-brand" />
    </li>
  );
}
