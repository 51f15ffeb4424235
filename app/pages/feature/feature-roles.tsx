import type { FeatureSlug } from "#core/content/features";
import type { Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { FeatureSection } from "./feature-section";
import { CardGrid } from "#app/ui/card-grid";
import { copyValues } from "../../catalog/copy-values";
import { roleGainKey, roleName } from "../../catalog/message-keys";
import { roleCard } from "#app/ui/role-card";

/** What each role the feature serves gets from it — only those roles. */
export function FeatureRoles({ slug, roles }: { slug: FeatureSlug; roles: readonly Role[] }) {
  const t = useT();
  return (
    <FeatureSection part="roles">
      <CardGrid
        look="beside"
        className="mt-8 grid gap-4 extrasm:grid-cols-2 lg:grid-cols-3"
        cards={roles.map((role) => roleCard(role, t(roleName(role)), t(roleGainKey(slug, role), copyValues)))}
      />
    </FeatureSection>
  );
}
