import type { FigureName } from "#core/content/figures";
import { useT } from "#app/i18n/use-t";
import { FigureList } from "#app/ui/figure-list";
import { SectionHeading } from "#app/ui/section-heading";

/**
 * The marketing figures of docs/product.md §7, from their one source, in the words every page uses
 * for them (locales/<code>/figures.json). They come formatted for the page's language with its data
 * (the route's loader), so the formatting (Arabic's dual and plurals among it) is not in its code.
 */
export function FiguresBand({ figures }: { figures: Record<FigureName, string> }) {
  const t = useT();
  return (
    <section aria-labelledby="home-figures" className="container-page py-20 md:py-24">
      <SectionHeading id="home-figures" eyebrow={t("home.figures.eyebrow")} title={t("home.figures.title")} />
      <FigureList values={figures} look="band" />
    </section>
  );
}
