import { features } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { Band } from "#app/ui/band";
import { CardGrid, copyCards } from "#app/ui/card-grid";
import type { IconName } from "#app/ui/icon";
import { SectionHeading } from "#app/ui/section-heading";

const reasons = {
  morocco: "map-pin",
  languages: "globe",
  mobile: "smartphone",
  ai: "sparkles",
  security: "shield",
  allInOne: "layers",
} as const satisfies Record<string, IconName>;

/** Six reasons to choose Urbis, each with its icon; one counts the features of the catalog. */
export function WhyUs() {
  const t = useT();
  return (
    <Band labelledBy="home-why" className="bg-sunken" padding="py-20 md:py-24">
      <SectionHeading id="home-why" {...copyGroup(t, "home.why", ["eyebrow", "title", "intro"])} />
      <CardGrid
        look="tile"
        className="mt-12 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3"
        cards={copyCards(t, "home.why", reasons, { count: features.length })}
      />
    </Band>
  );
}
