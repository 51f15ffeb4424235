import { solutions } from "#core/content/solutions";
import { type SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { frameFor, type ProductView } from "#core/content/product-views/types";
import { ProductViewFigure } from "#app/ui/product-view/product-view";
import { ViewPair } from "#app/ui/product-view/view-pair";
import { solutionKey } from "../../catalog/solution-copy";

/** Beside the text: a phone from md up, a desktop window (wider) from lg up; below it before. */
const columns = {
  phone: "md:grid-cols-[minmax(0,1fr)_auto]",
  desktop: "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]",
};

/**
 * The opening of a solution page: its name, the promise (the page's one h1), who it is for, and
 * the app's screens of its features (solutionViews): its main feature's, with, when it has one,
 * another feature's on the other kind of screen beside it.
 */
export function SolutionHero({ slug, views }: { slug: SolutionSlug; views: readonly ProductView[] }) {
  const t = useT();
  const { icon, roles } = solutions[slug];
  const [main, other] = views;
  const frame = main && !other ? frameFor(main.role) : "desktop";
  return (
    <section className="border-b border-line bg-surface">
      <div className={`container-page grid items-center gap-10 py-14 md:py-20 ${columns[frame]}`}>
        <div>
          <p className="eyebrow flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={icon} className="size-6" />
            </span>
            {t(`solution.${slug}.name`)}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t(solutionKey(slug, "title"))}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted text-pretty">{t(solutionKey(slug, "intro"))}</p>
          <div className="mt-7 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span id="solution-roles" className="text-sm font-semibold text-ink">
              {t("solutions.page.roles")}
            </span>
            <ul aria-labelledby="solution-roles" className="flex flex-wrap gap-2">
              {roles.map((role) => (
                <li
                  key={role}
                  className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
                >
                  {t(`solutions.role.${role}`)}
                </li>
              ))}
            </ul>
          </div>
          <LocalLink to="/core/demo" className="btn btn-primary mt-8">
            {t("solutions.cta.demo")} <Icon name="arrow-right" flip className="size-4" />
          </LocalLink>
        </div>
        <HeroViews main={main} other={other} />
      </div>
    </section>
  );
}

/** One screen, or a window and a phone, the figure labelled by both, the main view's first. */
function HeroViews({ main, other }: { main?: ProductView; other?: ProductView }) {
  if (!main) return null;
  if (!other) return <ProductViewFigure view={main} />;
  const deskFirst = frameFor(main.role) === "desktop";
  const [desk, phone] = deskFirst ? [main, other] : [other, main];
  // On a phone, the main view alone.
  const layout = deskFirst ? "beside" : "beside-phone-first";
  return <ViewPair desk={desk} phone={phone} label={[main.label, other.label]} layout={layout} />;
}
