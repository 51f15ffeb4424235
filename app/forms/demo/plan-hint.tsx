import { estimatePlan, largestUserLimit, parseCount } from "#core/content/plan-estimate";
import { useT } from "#app/i18n/use-t";

/**
 * As the residence's lots are typed: the users they make and the plan that covers them, as the
 * pricing page estimates it (core/content/plan-estimate.ts), announced politely.
 */
export function PlanHint({ size, className = "" }: { size: string; className?: string }) {
  const t = useT();
  const lots = parseCount(size) ?? 0;
  const estimate = lots > 0 ? estimatePlan(lots) : undefined;
  let text = "";
  if (estimate?.plan) {
    text = t("forms.demo.plan.fits", {
      count: lots,
      people: estimate.users,
      perLot: estimate.peoplePerLot,
      plan: t(`forms.demo.plan.name.${estimate.plan.id}`),
      users: estimate.plan.maxUsers,
    });
  } else if (estimate) {
    text = t("forms.demo.plan.beyond", { people: estimate.users, users: largestUserLimit });
  }
  return (
    <p aria-live="polite" className={`min-h-5 text-sm font-medium text-brand ${className}`}>
      {text}
    </p>
  );
}
