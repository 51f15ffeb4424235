import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";

const reasons: { id: string; icon: IconName }[] = [
  { id: "impact", icon: "sparkles" },
  { id: "languages", icon: "globe" },
  { id: "place", icon: "map-pin" },
];

export function WhyJoin() {
  const t = useT();
  return (
    <section aria-labelledby="why-join-title" className="container-page mt-16">
      <h2 id="why-join-title" className="text-3xl font-bold tracking-tight">
        {t("company.careers.why.title")}
      </h2>
      <ul className="mt-8 grid gap-6 extrasm:grid-cols-3">
        {reasons.map(({ id, icon }) => (
          <li key={id}>
            <Icon name={icon} className="size-7 text-accent" />
            <h3 className="mt-3 text-lg font-semibold">
              {t(`company.careers.why.${id}.title` as MessageKey)}
            </h3>
            <p className="mt-1 text-muted text-pretty">{t(`company.careers.why.${id}.body` as MessageKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
