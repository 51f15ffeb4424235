import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import type { FormattedFigures } from "./figures.server";

/** Each figure: how its value is written around the number (a key, or the number alone) and its label. */
const items: { id: keyof FormattedFigures; value?: MessageKey; label: MessageKey }[] = [
  {
    id: "properties",
    value: "company.about.figures.properties.value",
    label: "company.about.figures.properties.label",
  },
  { id: "uptime", label: "company.about.figures.uptime.label" },
  {
    id: "response",
    value: "company.about.figures.response.value",
    label: "company.about.figures.response.label",
  },
  { id: "rating", value: "company.about.figures.rating.value", label: "company.about.figures.rating.label" },
  { id: "cost", label: "company.about.figures.cost.label" },
  { id: "satisfaction", label: "company.about.figures.satisfaction.label" },
];

export function FiguresGrid({ figures }: { figures: FormattedFigures }) {
  const t = useT();
  return (
    <section aria-labelledby="figures-title" className="mt-20 bg-sunken py-16">
      <div className="container-page">
        <h2 id="figures-title" className="text-3xl font-bold tracking-tight">
          {t("company.about.figures.title")}
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3">
          {items.map(({ id, value, label }) => (
            <div key={id} className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-6">
              <dt className="mt-1 text-muted">{t(label)}</dt>
              <dd className="text-4xl font-bold tracking-tight text-brand">
                {value ? t(value, { value: figures[id] }) : figures[id]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
