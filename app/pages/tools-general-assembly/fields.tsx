import { createContext, useContext } from "react";
import type { PlannerField } from "#core/tools/general-assembly-form";
import { FieldError, inputClass } from "#app/forms/ui/field";
import { Icon } from "#app/ui/icon";
import { toolControl, ToolField } from "#app/ui/tools/tool-field";

/** The planner's errors by field, as messages in the page's language (shown ones only). */
export const ErrorsContext = createContext<ReadonlyMap<PlannerField, string>>(new Map());

/** The planner's warnings by field (a date kept, but worth a second look), in the page's language. */
export const WarningsContext = createContext<ReadonlyMap<PlannerField, string>>(new Map());

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
  warns = false,
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
  /** Whether the field may carry a warning: its live region is then always there. */
  warns?: boolean;
}) {
  const id = fieldId(field);
  const error = useContext(ErrorsContext).get(field as PlannerField);
  const warning = useContext(WarningsContext).get(field as PlannerField);
  const tied = toolControl(id, { hint, error });
  const control = {
    ...tied,
    "aria-describedby":
      [tied["aria-describedby"], warning && `${id}-warning`].filter(Boolean).join(" ") || undefined,
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
      {warns && <FieldWarning id={id} message={warning} />}
    </ToolField>
  );
}

/**
 * A warning under a field: the value is kept, and the visitor told what to look at. Its live
 * region is always there, so a warning that appears is read out; the field is described by it.
 */
function FieldWarning({ id, message }: { id: string; message?: string }) {
  return (
    <div role="status">
      {message && (
        <p id={`${id}-warning`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="text-pretty">{message}</span>
        </p>
      )}
    </div>
  );
}

/** An error that belongs to a group of fields (the agenda), under its legend. */
export function GroupError({ field }: { field: PlannerField }) {
  return <FieldError id={fieldId(field)} message={useContext(ErrorsContext).get(field)} />;
}
