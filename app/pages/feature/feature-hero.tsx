import type { Feature } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { ProductViewFigure } from "#app/ui/product-view/product-view";
import { frameFor, type ProductView } from "#core/content/product-views/types";
import { categoryName, featureKey, featureName } from "../../catalog/message-keys";
import { copyValues } from "../../catalog/copy-values";

/** Beside the text: a phone from md up, a desktop window (wider) from lg up; below it before. */
const columns = {
  phone: "md:grid-cols-[1fr_auto]",
  desktop: "lg:grid-cols-[1fr_1.2fr]",
  icon: "md:grid-cols-[1fr_auto]",
};

/**
 * The opening: where the page sits, what the feature is worth in one line, what to do next, and the
 * app's screen for it (its icon while the feature has no view).
 */
export function FeatureHero({ feature, view }: { feature: Feature; view: ProductView | null }) {
  const t = useT();
  return (
    <section className="border-b border-line bg-surface">
      <div
        className={`container-page grid items-center gap-10 py-10 md:py-16 ${columns[view ? frameFor(view.role) : "icon"]}`}
      >
        <div>
          <nav aria-label={t("features.template.breadcrumb")}>
            <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <li>
                <LocalLink to="/core/features" className="underline-offset-4 hover:text-ink hover:underline">
                  {t("nav.features")}
                </LocalLink>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <LocalLink
                  to={`/core/features#${feature.category}`}
                  className="underline-offset-4 hover:text-ink hover:underline"
                >
                  {t(categoryName(feature.category))}
                </LocalLink>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-ink">
                {t(featureName(feature.slug))}
              </li>
            </ol>
          </nav>
          {!view && (
            <div className="mt-8 flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand md:hidden">
              <Icon name={feature.icon} className="size-7" />
            </div>
          )}
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t(featureKey(feature.slug, "title"))}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted text-pretty">
            {t(featureKey(feature.slug, "value"), copyValues)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LocalLink to="/core/demo" className="btn btn-primary">
              {t("features.template.cta.button")}
            </LocalLink>
            <a href="#how" className="btn btn-secondary">
              {t("features.template.howItWorks")}
            </a>
          </div>
        </div>
        {view ? <ProductViewFigure view={view} /> : <IconTile feature={feature} />}
      </div>
    </section>
  );
}

function IconTile({ feature }: { feature: Feature }) {
  return (
    <div
      aria-hidden="true"
      className="relative hidden size-64 items-center justify-center rounded-[2.5rem] bg-brand-soft text-brand md:flex lg:size-72"
    >
      <div className="absolute inset-10 rotate-45 rounded-[1.75rem] border-2 border-brand/25" />
      <Icon name={feature.icon} className="relative size-24" />
    </div>
  );
}
