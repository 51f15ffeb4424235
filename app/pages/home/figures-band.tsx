import { formatFigures } from "#core/content/figures";
import { useLocale, useT } from "#app/i18n/use-t";
import { FigureList } from "#app/ui/figure-list";
import { SectionHeading } from "#app/ui/section-heading";

/**
 * The marketing figures of docs/product.md §7, from their one source, formatted for the page's
 * language, in the words every page uses for them (locales/<code>/figures.json).
 */
export function FiguresBand() {
  const t = useT();
  const formatted = formatFigures(useLocale().numberIntl);
  return (
    <section aria-labelledby="home-figures" className="container-page py-20 md:py-24">
      <SectionHeading id="home-figures" eyebrow={t("home.figures.eyebrow")} title={t("home.figures.title")} />
      <FigureList values={formatted} look="band" />
    </section>
  );
}
