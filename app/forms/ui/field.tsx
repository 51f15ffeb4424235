import type { ReactNode } from "react";
import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { limits } from "#core/forms/errors";
import { fieldLabelKey } from "./field-labels";
import { fieldId, useFormState } from "./form-context";

/** The attributes that tie a control to its label, hint and error (read by screen readers). */
export type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The ids a control is described by: its hint, then its error; none when it has neither. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

export function useControl(name: string, { hint, required }: { hint?: boolean; required?: boolean }) {
  const { form, formId, errors } = useFormState();
  const t = useT();
  const id = fieldId(formId, name);
  const error = errors[name];
  const control: ControlProps = {
    id,
    name,
    required: required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
  };
  return {
    id,
    control,
    /** The copy's label for the field (the consent's is a sentence of its own, not this). */
    labelKey: fieldLabelKey(form, name),
    error: error ? t(error) : undefined,
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted text-pretty">
      {children}
    </p>
  );
}

export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink " +
  "placeholder:text-muted aria-invalid:border-accent aria-invalid:ring-1 aria-invalid:ring-accent";

/**
 * The controls the three forms share, each with its type, autofill token and length limit.
 * Addresses and numbers are written left to right, in Arabic too.
 */
export const controls = {
  text: (autoComplete: string) =>
    function TextControl(c: ControlProps) {
      return (
        <input
          {...c}
          type="text"
          autoComplete={autoComplete}
          maxLength={limits.short}
          className={inputClass}
        />
      );
    },
  email: (c: ControlProps) => (
    <input
      {...c}
      type="email"
      autoComplete="email"
      dir="ltr"
      maxLength={limits.email}
      className={inputClass}
    />
  ),
  /** `initial`: the value chosen at first (one of `values`), else "Choose…". */
  choice: (values: readonly string[], prefix: string, initial = "") =>
    function ChoiceControl(c: ControlProps) {
      return <ChoiceSelect control={c} values={values} prefix={prefix} initial={initial} />;
    },
  phone: (c: ControlProps) => (
    <input {...c} type="tel" autoComplete="tel" dir="ltr" maxLength={limits.phone} className={inputClass} />
  ),
  /** A text of several lines, `rows` high, no longer than its limit. */
  longText: (limit: "message" | "reason", rows: number) =>
    function LongTextControl(c: ControlProps) {
      return <textarea {...c} rows={rows} maxLength={limits[limit]} className={inputClass} />;
    },
};

/**
 * A drop-down of `values`, each named by the copy's `<prefix>.<value>`, whose first entry,
 * "Choose…", stands until the visitor picks one.
 */
function ChoiceSelect({
  control,
  values,
  prefix,
  initial,
}: {
  control: ControlProps;
  values: readonly string[];
  prefix: string;
  initial: string;
}) {
  const t = useT();
  const first = values.includes(initial) ? initial : "";
  return (
    // Keyed by its first value: a value known only once hydrated (a query) rebuilds it.
    <select {...control} key={first} defaultValue={first} className={inputClass}>
      <option value="" disabled>
        {t("forms.choose")}
      </option>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(familyKey(`${prefix}.${value}`))}
        </option>
      ))}
    </select>
  );
}

type FieldProps = {
  /** The field's name; its label is the form's copy for it (`forms.<form>.<name>.label`). */
  name: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its hint and its error beside it. Optional fields say so. */
export function Field({ name, hint, required = true, className, children }: FieldProps) {
  const t = useT();
  const { id, control, labelKey, error } = useControl(name, { hint: Boolean(hint), required });
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {t(labelKey)}
        {!required && <span className="font-normal text-muted"> {t("forms.optional")}</span>}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      {children(control)}
      <FieldError id={id} message={error} />
    </div>
  );
}
