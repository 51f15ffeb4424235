import { features } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { SectionHeading } from "./section-heading";

const reasons = [
  { id: "morocco", icon: "map-pin" },
  { id: "languages", icon: "globe" },
  { id: "mobile", icon: "smartphone" },
  { id: "ai", icon: "sparkles" },
  { id: "security", icon: "shield" },
  { id: "allInOne", icon: "layers" },
] as const satisfies readonly { id: string; icon: IconName }[];

export function WhyUs() {
  const t = useT();
  return (
    <section aria-labelledby="home-why" className="bg-sunken">
      <div className="container-page py-20 md:py-24">
        <SectionHeading
          id="home-why"
          eyebrow={t("home.why.eyebrow")}
          title={t("home.why.title")}
          intro={t("home.why.intro")}
        />
        <ul className="mt-12 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.id} className="rounded-2xl border border-line bg-surface p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon name={reason.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{t(`home.why.${reason.id}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`home.why.${reason.id}.body`, { count: features.length })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
