import type { Plan } from "#core/content/plans";
import { useLocale, useT } from "#app/i18n/use-t";
import { CheckList } from "#app/ui/check-list";
import { LocalLink } from "#app/ui/local-link";
import { formatStorage } from "#core/i18n/numbers";

/** One plan: its limits (docs/product.md §6), no price, and a demo request with the plan preselected. */
export function PlanCard({ plan, recommended }: { plan: Plan; recommended: boolean }) {
  const t = useT();
  const locale = useLocale();
  const name = t(`home.plan.${plan.id}.name`);
  const limits = [
    t("home.plan.users", { count: plan.maxUsers }),
    t("home.plan.storage", { size: formatStorage(plan.storageGb, locale.numberIntl) }),
    t(plan.allFeatures ? "home.plan.allFeatures" : "home.plan.features", { count: plan.featureCount }),
    ...(plan.helpCenter ? [t("home.plan.helpCenter")] : []),
    ...(plan.customization ? [t("home.plan.customization")] : []),
  ];
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-surface p-6 transition-shadow sm:p-8 ${
        recommended ? "border-brand shadow-lg ring-2 ring-brand" : "border-line"
      }`}
    >
      {recommended && (
        <p className="absolute -top-3.5 start-6 rounded-full bg-brand px-3 py-1 text-sm font-semibold text-on-brand">
          {t("home.plan.recommended")}
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-bold">
        {name}
      </h3>
      <p className="mt-2 text-muted">{t(`home.plan.${plan.id}.tagline`)}</p>
      <p className="mt-6 text-lg font-semibold text-accent">{t("home.plan.price")}</p>
      <CheckList
        items={limits.map((limit) => ({ id: limit, text: limit }))}
        size="plan"
        className="mt-6 flex-1 space-y-3 border-t border-line pt-6"
      />
      <LocalLink
        to={`/core/demo?plan=${plan.id}`}
        className={`btn mt-8 w-full ${recommended ? "btn-primary" : "btn-secondary"}`}
      >
        {t("home.plan.cta")}
        <span className="sr-only"> {t("home.plan.ctaContext", { plan: name })}</span>
      </LocalLink>
    </article>
  );
}
