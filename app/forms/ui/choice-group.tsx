import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { FieldError, FieldHint, useControl } from "./field";

type Option = { value: string; label: ReactNode; detail?: ReactNode };

type Props = {
  /** The group's name; its legend is the form's copy for it (`forms.<form>.<name>.label`). */
  name: string;
  hint?: ReactNode;
  type: "radio" | "checkbox";
  options: Option[];
  defaultValue?: string | string[];
  required?: boolean;
  /** Options per row from the `sm` breakpoint on. */
  columns?: 2 | 3;
};

/**
 * Radio buttons or checkboxes under one legend. The error link of the summary points at the first
 * option (`<form id>-<name>`), the group itself carries the description.
 */
export function ChoiceGroup({ name, hint, type, options, defaultValue, required, columns = 2 }: Props) {
  const t = useT();
  const { id, control, labelKey, error } = useControl(name, { hint: Boolean(hint) });
  const checked = new Set(Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : []);
  return (
    <fieldset aria-describedby={control["aria-describedby"]}>
      <legend className="font-medium">
        {t(labelKey)}
        {!required && <span className="font-normal text-muted"> {t("forms.optional")}</span>}
      </legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className={`mt-2 grid gap-2 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input
                id={optionId}
                type={type}
                name={name}
                value={option.value}
                defaultChecked={checked.has(option.value)}
                required={type === "radio" && required ? true : undefined}
                aria-invalid={control["aria-invalid"]}
                className="mt-1 size-4 shrink-0 accent-(--brand)"
              />
              <span>
                <span className="block">{option.label}</span>
                {option.detail && <span className="block text-sm text-muted">{option.detail}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
