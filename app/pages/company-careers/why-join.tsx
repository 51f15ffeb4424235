import { useT } from "#app/i18n/use-t";
import { CardGrid, copyCards } from "#app/ui/card-grid";
import type { IconName } from "#app/ui/icon";
import { Section } from "#app/ui/section";

const reasons = [
  { id: "impact", icon: "sparkles" },
  { id: "languages", icon: "globe" },
  { id: "place", icon: "map-pin" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Why join the team: what the work changes, the languages it is done in, where it is done. */
export function WhyJoin() {
  const t = useT();
  return (
    <Section id="why-join-title" title={t("company.careers.why.title")} className="container-page mt-16">
      <CardGrid
        look="plain"
        className="mt-8 grid gap-6 extrasm:grid-cols-3"
        cards={copyCards(t, "company.careers.why", reasons)}
      />
    </Section>
  );
}
