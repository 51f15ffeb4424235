import { roles, type Role } from "#core/content/roles";
import { useT } from "#app/i18n/use-t";
import { roleName } from "../../catalog/message-keys";

const chipClass =
  "relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 font-medium text-ink " +
  "hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand " +
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

/**
 * Radio buttons: one choice, arrow keys move between roles, screen readers say "3 of 7". Disabled
 * until the page's script runs, since without it choosing would do nothing (all features show).
 */
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
  const options: { role: Role | null; label: string }[] = [
    { role: null, label: t("features.overview.filter.all") },
    ...roles.map((role) => ({ role, label: t(roleName(role)) })),
  ];
  return (
    <div className="border-b border-line bg-canvas">
      <div className="container-page py-6">
        <fieldset disabled={!enabled} className="disabled:opacity-70">
          <legend className="font-semibold">{t("features.overview.filter.legend")}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {options.map((option) => (
              <label key={option.role ?? "all"} className={chipClass}>
                <input
                  type="radio"
                  name="role"
                  value={option.role ?? ""}
                  checked={value === option.role}
                  onChange={() => onChange(option.role)}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-full"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p role="status" className="mt-4 text-sm text-muted">
          {t("features.overview.filter.count", { count })}
        </p>
      </div>
    </div>
  );
}
