import { createContext, useContext, type ReactNode } from "react";
import type { PlannerField } from "#core/tools/general-assembly-form";
import { FieldError, inputClass } from "#app/forms/ui/field";

/** The planner's errors by field, as messages in the page's language (shown ones only). */
export const ErrorsContext = createContext<ReadonlyMap<PlannerField, string>>(new Map());

/** A field's element id: "place" is "ga-place". */
export const fieldId = (field: string) => `ga-${field}`;

/** The ids a control is described by: its hint, then its error. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/**
 * A labelled field of the planner, its hint and error under it. `field` names it in the form's
 * errors; `name` gives an id to a field that has none (the residence's name and address).
 */
export function InputField({
  field,
  label,
  value,
  onChange,
  onBlur,
  type = "text",
  hint,
  className,
  multiline = false,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: "text" | "date" | "time" | "number";
  hint?: string;
  className?: string;
  multiline?: boolean;
}) {
  const id = fieldId(field);
  const error = useContext(ErrorsContext).get(field as PlannerField);
  const control = {
    id,
    value,
    onBlur,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(id, hint !== undefined, error !== undefined),
    className: `${inputClass} ${type === "text" ? "" : "tabular-nums"}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...control}
          rows={3}
          dir="auto"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...control}
          type={type}
          autoComplete="off"
          inputMode={type === "number" ? "numeric" : undefined}
          min={type === "number" ? 1 : undefined}
          dir={type === "text" ? "auto" : "ltr"}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** An error that belongs to a group of fields (the agenda), under its legend. */
export function GroupError({ field }: { field: PlannerField }) {
  return <FieldError id={fieldId(field)} message={useContext(ErrorsContext).get(field)} />;
}

/** A part of the planner's form: a fieldset framed as the site's panels are. */
export function FormPart({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-3xl border border-line bg-surface p-5 sm:p-6">
      <legend className="float-start mb-4 w-full text-xl font-bold">{legend}</legend>
      <div className="clear-both grid gap-4">{children}</div>
    </fieldset>
  );
}
