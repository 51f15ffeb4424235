import { plans } from "#core/content/plans";
import { priceOf, pricing } from "#core/content/pricing";
import { useLocale, useT } from "#app/i18n/use-t";
import { CheckList } from "#app/ui/check-list";
import { LocalLink } from "#app/ui/local-link";
import { Section } from "#app/ui/section";
import { formatPercent, formatStorage } from "#core/i18n/numbers";
import { PriceBlock } from "./price-block";

/** The three plans side by side: price (or on quote), limits, and a demo of that plan. */
export function PlanOffers() {
  const t = useT();
  const { numberIntl } = useLocale();
  return (
    <Section
      anchor="plans"
      title={t("pricing.plans.title")}
      className="container-page pt-14 md:pt-20"
      titleClassName="sr-only"
    >
      <div className="grid gap-6 extramd:grid-cols-3">
        {plans.map((plan) => {
          const name = t(`pricing.plan.${plan.id}.name`);
          const limits = [
            t("pricing.plan.users", { count: plan.maxUsers }),
            t("pricing.plan.storage", { size: formatStorage(plan.storageGb, numberIntl) }),
            t(plan.allFeatures ? "pricing.plan.allFeatures" : "pricing.plan.features", {
              count: plan.featureCount,
            }),
            ...(plan.helpCenter ? [t("pricing.compare.helpCenter")] : []),
            ...(plan.customization ? [t("pricing.compare.customization")] : []),
          ];
          return (
            <article
              key={plan.id}
              aria-labelledby={`offer-${plan.id}`}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6 sm:p-8"
            >
              <h3 id={`offer-${plan.id}`} className="text-2xl font-bold">
                {name}
              </h3>
              <p className="mt-1 text-muted extramd:min-h-12">{t(`pricing.plan.${plan.id}.tagline`)}</p>
              <div className="mt-6">
                <PriceBlock price={priceOf(plan.id)} monthsBilledPerYear={pricing.monthsBilledPerYear} />
              </div>
              <CheckList
                items={limits.map((limit) => ({ id: limit, text: limit }))}
                size="plan"
                className="mt-6 flex-1 space-y-3 border-t border-line pt-6"
              />
              <LocalLink to={`/core/demo?plan=${plan.id}`} className="btn btn-secondary mt-8 w-full">
                {t("pricing.plan.cta")}
                <span className="sr-only"> {t("pricing.plan.ctaContext", { plan: name })}</span>
              </LocalLink>
            </article>
          );
        })}
      </div>
      {plans.some((plan) => priceOf(plan.id)) && (
        <p className="mt-6 max-w-3xl text-sm text-muted">
          {t("pricing.price.taxNote", { vat: formatPercent(pricing.vatPercent / 100, numberIntl) })}
        </p>
      )}
    </Section>
  );
}
