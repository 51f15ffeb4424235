import type { Role } from "#core/content/roles";

const chipClass =
  "relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 font-medium text-ink " +
  "hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand " +
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

export type RoleOption = { role: Role | null; label: string };

/**
 * The roles a list can be filtered by, as chips over radio buttons: one choice, arrow keys move
 * between roles, screen readers say "3 of 7". Each input lies, transparent, over its chip, so a tap
 * on the chip is a tap on the radio itself. Pair it with `useRoleFilter()`.
 */
export function RoleChoice({
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  options: readonly RoleOption[];
  value: Role | null;
  onChange: (role: Role | null) => void;
  /** Until the page's script runs choosing does nothing (the whole list shows): say so. */
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="disabled:opacity-70">
      <legend className="font-semibold">{legend}</legend>
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
  );
}
