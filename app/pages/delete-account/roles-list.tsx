import { roles } from "#core/content/roles";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { roleIcons } from "#app/ui/role-card";

/**
 * The six roles of the platform, every one of which may delete its own account, after the sentence
 * that leads into them (`lead`), which names the list for assistive technology.
 */
export function RolesList({ lead }: { lead: MessageKey }) {
  const t = useT();
  return (
    <>
      <p id="who-can-ask-roles" className="text-pretty">
        {t(lead)}
      </p>
      <ul
        aria-labelledby="who-can-ask-roles"
        className="grid grid-cols-1 gap-2 sm:grid-cols-2 extrasm:grid-cols-3"
      >
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
    </>
  );
}
