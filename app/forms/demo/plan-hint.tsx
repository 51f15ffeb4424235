import { planForUsers, plans } from "#core/content/plans";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";

const largestLimit = Math.max(...plans.map((plan) => plan.maxUsers));

/** As the size is typed: the plan whose user limit fits it (announced politely). */
export function PlanHint({ size, className = "" }: { size: string; className?: string }) {
  const t = useT();
  const digits = size.replace(/[\s\u00a0\u202f.,']/g, "");
  const count = /^\d+$/.test(digits) ? Number(digits) : 0;
  const plan = count > 0 ? planForUsers(count) : undefined;
  let text = "";
  if (plan) {
    text = t("forms.demo.plan.fits", {
      count,
      plan: t(`forms.demo.plan.name.${plan.id}` as MessageKey),
      users: plan.maxUsers,
    });
  } else if (count > 0) {
    text = t("forms.demo.plan.beyond", { users: largestLimit });
  }
  return (
    <p aria-live="polite" className={`min-h-5 text-sm font-medium text-brand ${className}`}>
      {text}
    </p>
  );
}
