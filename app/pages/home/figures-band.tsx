import { figureNames as shown, formatFigures } from "#core/content/figures";
import type { MessageKey } from "#core/i18n/keys";
import { useLocale, useT } from "#app/i18n/use-t";
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
      <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line extrasm:grid-cols-3">
        {shown.map((name) => (
          <div key={name} className="flex flex-col-reverse justify-end gap-2 bg-surface p-5 sm:p-7">
            <dt className="text-sm text-muted sm:text-base">{t(`figures.${name}.label` as MessageKey)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand tabular-nums sm:text-4xl lg:text-5xl">
              {t(`figures.${name}.value` as MessageKey, { value: formatted[name] })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
