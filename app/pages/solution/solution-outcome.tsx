import type { SolutionFigure } from "#core/content/solutions";
import type { SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { FigureValue } from "#app/ui/figure-list";
import { Icon } from "#app/ui/icon";
import { SplitPanel } from "#app/ui/split-panel";
import { solutionKey } from "../../catalog/solution-copy";

/** What changes for the residence; with one of the marketing figures when the solution quotes one. */
export function SolutionOutcome({
  slug,
  figure,
}: {
  slug: SolutionSlug;
  figure?: { name: SolutionFigure; value: string };
}) {
  const t = useT();
  return (
    <SplitPanel
      id="outcome-title"
      title={
        <>
          <Icon name="check" className="size-5" />
          {t("solutions.page.outcome")}
        </>
      }
      titleClassName="eyebrow flex items-center gap-2"
      columns="md:grid-cols-[1fr_auto] md:items-center"
      aside={
        figure && (
          <p className="flex flex-col rounded-2xl bg-accent-soft px-6 py-5 md:min-w-56">
            <span className="text-4xl font-bold tracking-tight text-ink">
              <FigureValue>{t(`figures.${figure.name}.value`, { value: figure.value })}</FigureValue>
            </span>
            <span className="mt-1 text-muted">{t(`figures.${figure.name}.label`)}</span>
          </p>
        )
      }
    >
      <p className="mt-4 max-w-3xl text-xl leading-relaxed text-pretty">{t(solutionKey(slug, "outcome"))}</p>
    </SplitPanel>
  );
}
