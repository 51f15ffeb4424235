import { roles, type Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { SectionHeading } from "./section-heading";

/** What each of the six roles of docs/product.md §5 gets; the facts are in the copy (home.roles.*). */
const roleIcons: Record<Role, IconName> = {
  MANAGER: "briefcase",
  SYNDIC: "users",
  OWNER: "key",
  RESIDENT: "home",
  STAFF: "wrench",
  SECURITY: "shield",
};

const points = [1, 2, 3] as const;

export function RolesGrid() {
  const t = useT();
  return (
    <section aria-labelledby="home-roles" className="container-page py-20 md:py-24">
      <SectionHeading
        id="home-roles"
        eyebrow={t("home.roles.eyebrow")}
        title={t("home.roles.title")}
        intro={t("home.roles.intro")}
      />
      <ul className="mt-12 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3">
        {roles.map((role) => (
          <li key={role} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon name={roleIcons[role]} className="size-5" />
              </span>
              <h3 className="text-lg font-bold">{t(`home.roles.${role}.name`)}</h3>
            </div>
            <p className="mt-4 font-medium">{t(`home.roles.${role}.summary`)}</p>
            <ul className="mt-4 space-y-2 text-muted">
              {points.map((n) => (
                <li key={n} className="flex gap-2">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-brand" />
                  <span>{t(`home.roles.${role}.point${n}`)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
