import type { FigureName } from "#core/content/figures";
import { useT } from "#app/i18n/use-t";
import { Band } from "#app/ui/band";
import { FigureList } from "#app/ui/figure-list";

/** The marketing figures, formatted by the loader, in the words every page uses for them. */
export function FiguresGrid({ figures }: { figures: Record<FigureName, string> }) {
  const t = useT();
  return (
    <Band labelledBy="figures-title" className="mt-20 bg-sunken py-16">
      <h2 id="figures-title" className="text-3xl font-bold tracking-tight">
        {t("company.about.figures.title")}
      </h2>
      <FigureList values={figures} look="cards" />
    </Band>
  );
}
