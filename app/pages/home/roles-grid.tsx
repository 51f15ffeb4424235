import { roles, type Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { CardGrid } from "#app/ui/card-grid";
import { CheckList } from "#app/ui/check-list";
import type { IconName } from "#app/ui/icon";
import { SectionHeading } from "#app/ui/section-heading";

const roleIcons: Record<Role, IconName> = {
  MANAGER: "briefcase",
  SYNDIC: "users",
  OWNER: "key",
  RESIDENT: "home",
  STAFF: "wrench",
  SECURITY: "shield",
};

const points = [1, 2, 3] as const;

/** What each of the six roles of docs/product.md §5 gets; the facts are in the copy (home.roles.*). */
export function RolesGrid() {
  const t = useT();
  return (
    <section aria-labelledby="home-roles" className="container-page py-20 md:py-24">
      <SectionHeading id="home-roles" {...copyGroup(t, "home.roles", ["eyebrow", "title", "intro"])} />
      <CardGrid
        look="headed"
        className="mt-12 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3"
        cards={roles.map((role) => ({
          id: role,
          icon: roleIcons[role],
          title: t(`home.roles.${role}.name`),
          body: t(`home.roles.${role}.summary`),
          more: (
            <CheckList
              size="small"
              className="mt-4 space-y-2 text-muted"
              items={points.map((n) => ({ id: String(n), text: t(`home.roles.${role}.point${n}`) }))}
            />
          ),
        }))}
      />
    </section>
  );
}
