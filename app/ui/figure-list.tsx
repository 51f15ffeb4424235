import { figureNames, type FigureName } from "#core/content/figures";
import { useT } from "#app/i18n/use-t";

/** The list's two looks, each as its page had it before they shared it. */
const looks = {
  /** Cells of one band split by hairlines (the home page). */
  band: {
    list: "mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line extrasm:grid-cols-3",
    item: "flex flex-col-reverse justify-end gap-2 bg-surface p-5 sm:p-7",
    label: "text-sm text-muted sm:text-base",
    value: "text-3xl font-extrabold tracking-tight text-brand tabular-nums sm:text-4xl lg:text-5xl",
  },
  /** Framed cards (the about page). */
  cards: {
    list: "mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3",
    item: "flex flex-col-reverse rounded-2xl border border-line bg-surface p-6",
    label: "mt-1 text-muted",
    value: "text-4xl font-bold tracking-tight text-brand",
  },
} as const;

/**
 * The marketing figures, each value (formatted for the page's language) above its label, in the
 * words every page uses for them (locales/<code>/figures.json). The label comes first in the
 * markup, as a description list wants it.
 */
export function FigureList({
  values,
  look,
}: {
  values: Record<FigureName, string>;
  look: keyof typeof looks;
}) {
  const t = useT();
  const style = looks[look];
  return (
    <dl className={style.list}>
      {figureNames.map((name) => (
        <div key={name} className={style.item}>
          <dt className={style.label}>{t(`figures.${name}.label`)}</dt>
          <dd className={style.value}>{t(`figures.${name}.value`, { value: values[name] })}</dd>
        </div>
      ))}
    </dl>
  );
}
