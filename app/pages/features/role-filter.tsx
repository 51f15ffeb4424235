import { roles, type Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { RoleChoice } from "#app/ui/role-choice";
import { roleName } from "#app/catalog/message-keys";

/** The overview's filter and the count it leaves; disabled until the page's script runs. */
export function RoleFilter({
  value,
  onChange,
  count,
  enabled,
}: {
  value: Role | null;
  onChange: (role: Role | null) => void;
  count: number;
  enabled: boolean;
}) {
  const t = useT();
  return (
    <div className="border-b border-line bg-canvas">
      <div className="container-page py-6">
        <RoleChoice
          legend={t("features.overview.filter.legend")}
          options={[
            { role: null, label: t("features.overview.filter.all") },
            ...roles.map((role) => ({ role, label: t(roleName(role)) })),
          ]}
          value={value}
          onChange={onChange}
          disabled={!enabled}
        />
        <p role="status" className="mt-4 text-sm text-muted">
          {t("features.overview.filter.count", { count })}
        </p>
      </div>
    </div>
  );
}
