import type { FeatureSlug } from "#core/content/features";
import type { Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { copyValues } from "../../catalog/copy-values";
import { roleGainKey, roleName } from "../../catalog/message-keys";
import { roleIcons } from "./role-icons";

/** What each role the feature serves gets from it — only those roles. */
export function FeatureRoles({ slug, roles }: { slug: FeatureSlug; roles: readonly Role[] }) {
  const t = useT();
  return (
    <section aria-labelledby="roles-title" className="container-page pt-14 md:pt-20">
      <h2 id="roles-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("features.template.roles.heading")}
      </h2>
      <ul className="mt-8 grid gap-4 extrasm:grid-cols-2 lg:grid-cols-3">
        {roles.map((role) => (
          <li key={role} className="flex gap-4 rounded-2xl bg-sunken p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface text-brand">
              <Icon name={roleIcons[role]} className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold">{t(roleName(role))}</h3>
              <p className="mt-1 text-muted text-pretty">{t(roleGainKey(slug, role), copyValues)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
