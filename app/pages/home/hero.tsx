import { features } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { ZelligeMotif } from "#app/ui/zellige-motif";
import { ViewPair } from "#app/ui/product-view/view-pair";
import type { ProductView } from "#core/content/product-views/types";

/** The page's promise. The h1 is plain text so it paints first (it is the page's largest content). */
export function Hero({ desk, phone }: { desk: ProductView; phone: ProductView }) {
  const t = useT();
  const chips: { icon: IconName; text: string }[] = [
    { icon: "globe", text: t("home.hero.chip.languages") },
    { icon: "clock", text: t("home.hero.chip.support") },
    { icon: "layers", text: t("home.hero.chip.features", { count: features.length }) },
  ];
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden">
      <ZelligeMotif className="text-brand opacity-[0.06]" />
      <div className="relative container-page grid items-center gap-12 pt-12 pb-16 md:grid-cols-[1.1fr_1fr] md:pt-20 lg:grid-cols-[1fr_1.1fr] md:pb-24">
        <div>
          <p className="eyebrow">{t("home.hero.eyebrow")}</p>
          <h1
            id="home-title"
            className="mt-4 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted text-pretty sm:text-xl">{t("home.hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LocalLink to="/core/demo" className="btn btn-primary px-6 text-lg">
              {t("home.hero.primary")}
              <Icon name="arrow-right" flip className="size-5" />
            </LocalLink>
            <LocalLink to="/core/features" className="btn btn-secondary px-6 text-lg">
              {t("home.hero.secondary")}
            </LocalLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-muted">
            {chips.map((chip) => (
              <li key={chip.icon} className="inline-flex items-center gap-2">
                <Icon name={chip.icon} className="size-4 text-brand" />
                {chip.text}
              </li>
            ))}
          </ul>
        </div>
        <ViewPair desk={desk} phone={phone} label={desk.label} />
      </div>
    </section>
  );
}
