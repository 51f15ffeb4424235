import { useState } from "react";
import { planForUsers, plans } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { PlanCard } from "./plan-card";
import { parseUsers, PlanChooser } from "./plan-chooser";
import { SectionHeading } from "./section-heading";

/** The three plans (`#pricing`, the header's "Pricing" link) and the chooser that points to one. */
export function Pricing() {
  const t = useT();
  const [raw, setRaw] = useState("");
  const users = parseUsers(raw);
  const fit = users === undefined ? undefined : planForUsers(users);
  return (
    <section
      id="pricing"
      aria-labelledby="home-pricing"
      className="scroll-mt-20 container-page py-20 md:py-24"
    >
      <SectionHeading
        id="home-pricing"
        eyebrow={t("home.pricing.eyebrow")}
        title={t("home.pricing.title")}
        intro={t("home.pricing.intro")}
        centered
      />
      <PlanChooser raw={raw} onChange={setRaw} fit={fit} />
      <div className="mt-14 grid gap-8 extramd:grid-cols-3 extramd:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} recommended={plan.id === fit?.id} />
        ))}
      </div>
    </section>
  );
}
