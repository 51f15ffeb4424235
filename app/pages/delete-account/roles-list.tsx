import { roles, type Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";

const roleIcons: Record<Role, IconName> = {
  MANAGER: "briefcase",
  SYNDIC: "building",
  OWNER: "key",
  RESIDENT: "user",
  STAFF: "wrench",
  SECURITY: "shield",
};

/** The six roles of the platform: every one of them may delete its own account. */
export function RolesList() {
  const t = useT();
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 extrasm:grid-cols-3">
      {roles.map((role) => (
        <li
          key={role}
          className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2.5"
        >
          <Icon name={roleIcons[role]} className="size-5 shrink-0 text-brand" />
          <span className="font-medium text-ink">{t(`legal.delete.who.role.${role}`)}</span>
        </li>
      ))}
    </ul>
  );
}
