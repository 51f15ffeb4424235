import { createContext, useContext } from "react";
import type { PlannerField } from "#core/tools/general-assembly-form";
import { FieldError, inputClass } from "#app/forms/ui/field";
import { toolControl, ToolField } from "#app/ui/tools/tool-field";

/** The planner's errors by field, as messages in the page's language (shown ones only). */
export const ErrorsContext = createContext<ReadonlyMap<PlannerField, string>>(new Map());

/** A field's element id: "place" is "ga-place". */
export const fieldId = (field: string) => `ga-${field}`;

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
    ...toolControl(id, { hint, error }),
    value,
    onBlur,
    className: `${inputClass} ${type === "text" ? "" : "tabular-nums"}`,
  };
  return (
    <ToolField id={id} label={label} hint={hint} error={error} className={className}>
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
    </ToolField>
  );
}

/** An error that belongs to a group of fields (the agenda), under its legend. */
export function GroupError({ field }: { field: PlannerField }) {
  return <FieldError id={fieldId(field)} message={useContext(ErrorsContext).get(field)} />;
}
