import { figureNames as shown, type FigureName } from "#core/content/figures";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";

/** The marketing figures, formatted by the loader, in the words every page uses for them. */
export function FiguresGrid({ figures }: { figures: Record<FigureName, string> }) {
  const t = useT();
  return (
    <section aria-labelledby="figures-title" className="mt-20 bg-sunken py-16">
      <div className="container-page">
        <h2 id="figures-title" className="text-3xl font-bold tracking-tight">
          {t("company.about.figures.title")}
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3">
          {shown.map((name) => (
            <div key={name} className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-6">
              <dt className="mt-1 text-muted">{t(`figures.${name}.label` as MessageKey)}</dt>
              <dd className="text-4xl font-bold tracking-tight text-brand">
                {t(`figures.${name}.value` as MessageKey, { value: figures[name] })}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
