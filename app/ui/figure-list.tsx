import { figureNames, type FigureName } from "#core/content/figures";
import { site } from "#core/content/site";
import { useLocale, useT } from "#app/i18n/use-t";

/**
 * A figure as written, in a `<bdi>`: its direction its own (decision 060), so that "+500" keeps its
 * sign on its side of the number in a right-to-left page, and "أقل من دقيقتين" reads right to left.
 * The copy holds no isolate characters, which no face of the site draws.
 */
export function FigureValue({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

/** The list's two looks, each as its page had it before they shared it. */
const looks = {
  /** Cells of one band split by hairlines (the home page). */
  band: {
    list: "mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line extrasm:grid-cols-3",
    item: "flex flex-col gap-2 bg-surface p-5 sm:p-7",
    label: "text-sm text-muted sm:text-base",
    value: "text-3xl font-extrabold tracking-tight text-brand tabular-nums sm:text-4xl lg:text-5xl",
  },
  /** Framed cards (the about page). */
  cards: {
    list: "mt-8 grid gap-4 sm:grid-cols-2 extramd:grid-cols-3",
    item: "flex flex-col rounded-2xl border border-line bg-surface p-6",
    label: "mt-1 text-muted",
    value: "text-4xl font-bold tracking-tight text-brand",
  },
} as const;

/**
 * The marketing figures, each value (formatted for the page's language) above its label, in the
 * words every page uses for them (locales/<code>/figures.json), then the basis the company gives
 * for it (BASIS_* settings, decision 053) when it is set in this language. The cards also say what
 * each figure means. The label comes first in the markup, as a description list wants it.
 */
export function FigureList({
  values,
  look,
}: {
  values: Record<FigureName, string>;
  look: keyof typeof looks;
}) {
  const t = useT();
  const { code } = useLocale();
  const style = looks[look];
  return (
    <dl className={style.list}>
      {figureNames.map((name) => (
        <div key={name} className={style.item}>
          <dt className={style.label}>{t(`figures.${name}.label`)}</dt>
          <dd data-figure={name} className={`order-first ${style.value}`}>
            <FigureValue>{t(`figures.${name}.value`, { value: values[name] })}</FigureValue>
          </dd>
          {look === "cards" && <dd className="mt-3 text-pretty">{t(`figures.${name}.meaning`)}</dd>}
          <FigureBasis text={site.figureBases[name][code]} />
        </div>
      ))}
    </dl>
  );
}

/** The basis of a figure, as the company gives it; nothing while it is unset. */
function FigureBasis({ text }: { text: string | undefined }) {
  const t = useT();
  if (text === undefined) return null;
  return (
    <dd data-basis className="mt-2 text-sm text-muted text-pretty">
      {t("figures.basis", { basis: text })}
    </dd>
  );
}
