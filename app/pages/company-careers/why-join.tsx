import type { IconName } from "#app/ui/icon";
import { CardSection } from "#app/ui/card-section";

const reasons = {
  impact: "sparkles",
  languages: "globe",
  place: "map-pin",
} as const satisfies Record<string, IconName>;

/** Why join the team: what the work changes, the languages it is done in, where it is done. */
export function WhyJoin() {
  return (
    <CardSection
      id="why-join-title"
      prefix="company.careers.why"
      icons={reasons}
      look="plain"
      className="container-page mt-16"
      gridClassName="mt-8 grid gap-6 extrasm:grid-cols-3"
    />
  );
}
