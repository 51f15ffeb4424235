import type { FeatureSlug } from "#core/content/features";
import { plans } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { FeatureSection } from "./feature-section";
import { Icon } from "#app/ui/icon";
import { ArrowLink } from "#app/ui/arrow-link";

/** Which plans include the feature (core/content/plans.ts), each plan's card saying so, and the way to the prices. */
export function FeaturePlans({ slug }: { slug: FeatureSlug }) {
  const t = useT();
  return (
    <FeatureSection part="plans">
      <p className="mt-3 max-w-3xl text-lg text-muted text-pretty">{t("features.template.plans.body")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {plans.map((plan) => {
          const included = plan.features.includes(slug);
          return (
            <li
              key={plan.id}
              className={`rounded-2xl border p-5 ${included ? "border-brand bg-brand-soft" : "border-line bg-surface"}`}
            >
              <p className="text-xl font-bold">{t(`pricing.plan.${plan.id}.name`)}</p>
              <p className="mt-1 text-sm text-muted">{t(`pricing.plan.${plan.id}.tagline`)}</p>
              <p className="mt-4 flex items-center gap-2 font-semibold">
                {included ? (
                  <Icon name="check" className="size-5 shrink-0 text-brand" />
                ) : (
                  <span aria-hidden="true" className="text-muted">
                    —
                  </span>
                )}
                {t(included ? "features.template.plans.included" : "features.template.plans.notIncluded")}
              </p>
            </li>
          );
        })}
      </ul>
      <ArrowLink
        to="/core/pricing#compare"
        className="mt-6 inline-flex items-center gap-1 font-semibold text-brand"
      >
        {t("features.template.plans.compare")}
      </ArrowLink>
    </FeatureSection>
  );
}
