import { figures } from "#core/content/figures";
import { useLocale, useT } from "#app/i18n/use-t";
import { SectionHeading } from "./section-heading";
import { formatMinutes, formatNumber, formatPercent, formatRating } from "./format";

/** The marketing figures of docs/product.md §7, from their one source, formatted for the page's language. */
export function FiguresBand() {
  const t = useT();
  const intl = useLocale().numberIntl;
  const items = [
    {
      id: "properties",
      value: t("home.figures.properties.value", { value: formatNumber(figures.properties, intl) }),
      label: t("home.figures.properties.label"),
    },
    { id: "uptime", value: formatPercent(figures.uptime, intl), label: t("home.figures.uptime.label") },
    {
      id: "response",
      value: t("home.figures.response.value", { value: formatMinutes(figures.responseMinutes, intl) }),
      label: t("home.figures.response.label"),
    },
    {
      id: "rating",
      value: t("home.figures.rating.value", { value: formatRating(figures.appRating, intl) }),
      label: t("home.figures.rating.label"),
    },
    { id: "cost", value: formatPercent(figures.costReduction, intl), label: t("home.figures.cost.label") },
    {
      id: "satisfaction",
      value: formatPercent(figures.residentSatisfaction, intl),
      label: t("home.figures.satisfaction.label"),
    },
  ];
  return (
    <section aria-labelledby="home-figures" className="container-page py-20 md:py-24">
      <SectionHeading id="home-figures" eyebrow={t("home.figures.eyebrow")} title={t("home.figures.title")} />
      <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line extrasm:grid-cols-3">
        {items.map((item) => (
          <div key={item.id} className="flex flex-col-reverse justify-end gap-2 bg-surface p-5 sm:p-7">
            <dt className="text-sm text-muted sm:text-base">{item.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand tabular-nums sm:text-4xl lg:text-5xl">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
