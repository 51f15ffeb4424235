import type { Role } from "#core/content/roles";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";

const chipClass =
  "inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 font-medium text-ink " +
  "peer-checked:border-brand peer-checked:bg-brand peer-checked:text-on-brand " +
  "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:border-brand";

/**
 * Radio buttons: one choice at a time, arrow keys move between roles, as any radio group does. Each
 * input lies, transparent, over its chip, so a tap on the chip is a tap on the radio itself.
 */
export function RoleFilter({
  available,
  value,
  onChange,
}: {
  available: readonly Role[];
  value: Role | null;
  onChange: (role: Role | null) => void;
}) {
  const t = useT();
  const options: { role: Role | null; label: string }[] = [
    { role: null, label: t("company.testimonials.filter.all") },
    ...available.map((role) => ({
      role,
      label: t(`company.testimonials.filter.role.${role}` as MessageKey),
    })),
  ];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t("company.testimonials.filter.legend")}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map(({ role, label }) => (
          <label key={role ?? "all"} className="relative">
            <input
              type="radio"
              name="role"
              value={role ?? ""}
              checked={value === role}
              onChange={() => onChange(role)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span className={chipClass}>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
