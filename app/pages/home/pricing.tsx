import { useState } from "react";
import { estimatePlan } from "#core/content/plan-estimate";
import { plans } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { ArrowLink } from "#app/ui/arrow-link";
import { PlanCard } from "./plan-card";
import { parseLots, PlanChooser } from "./plan-chooser";
import { SectionHeading } from "#app/ui/section-heading";

/**
 * The three plans (`#pricing`) and the chooser that points to one; the pricing page
 * (/core/pricing, the menus' "Pricing") compares them in full.
 */
export function Pricing() {
  const t = useT();
  const [raw, setRaw] = useState("");
  const lots = parseLots(raw);
  const estimate = lots === undefined ? undefined : estimatePlan(lots);
  return (
    <section id="pricing" aria-labelledby="home-pricing" className="container-page py-20 md:py-24">
      <SectionHeading
        id="home-pricing"
        {...copyGroup(t, "home.pricing", ["eyebrow", "title", "intro"])}
        width="centered"
      />
      <PlanChooser raw={raw} onChange={setRaw} estimate={estimate} />
      <div className="mt-14 grid gap-8 extramd:grid-cols-3 extramd:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} recommended={plan.id === estimate?.plan?.id} />
        ))}
      </div>
      <p className="mt-10 text-center">
        <ArrowLink to="/core/pricing" className="btn btn-secondary">
          {t("home.pricing.compare")}
        </ArrowLink>
      </p>
    </section>
  );
}
