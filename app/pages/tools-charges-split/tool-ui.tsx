import { createContext, useContext, type ReactNode } from "react";
import type { FieldErrorCode, FieldWarning, ToolState } from "#core/tools/charges-split-form";
import { formatNumber } from "#core/i18n/numbers";
import { FieldError, inputClass } from "#app/forms/ui/field";
import { useT, type Translate } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { toolControl, ToolField } from "#app/ui/tools/tool-field";

/** What a part of the form calls to change the tool's state. */
export type Update = (change: (state: ToolState) => ToolState) => void;

/** The form's errors by field (core/tools/charges-split-form.ts names the fields). */
export const ErrorsContext = createContext<ReadonlyMap<string, FieldErrorCode>>(new Map());

/** The form's warnings by field, each as the page writes it (shares near a round total). */
export const WarningsContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A warning in the page's language: "These shares add up to 990, not 1,000: …". */
export function warningText(t: Translate, warning: FieldWarning, intl: string): string {
  return t("tools.charges.warning.near-total", {
    sum: formatNumber(warning.sum, intl),
    total: formatNumber(warning.total, intl),
  });
}

/** A field's warning, under it: it stops nothing, the split is shown beside it. */
export function FieldWarningText({ field }: { field: string }) {
  const warning = useContext(WarningsContext).get(field);
  return warning ? (
    <p id={`${fieldId(field)}-warning`} data-warning={field} className="mt-2 text-sm font-medium text-accent">
      {warning}
    </p>
  ) : null;
}

/** A field's element id: "lots.l1.shares" is "cs-lots-l1-shares". */
export const fieldId = (field: string) => `cs-${field.replaceAll(".", "-")}`;

/** The message of a field's error in the page's language, if it has one. */
export function useFieldError(field: string): string | undefined {
  const t = useT();
  const code = useContext(ErrorsContext).get(field);
  return code && t(`tools.charges.error.${code}`);
}

/** A labelled text field of the tool, its error under it; numbers are typed left to right. */
export function TextField({
  field,
  label,
  value,
  onChange,
  numeric = false,
  hideLabel = false,
  srLabel,
  hint,
  className,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  hideLabel?: boolean;
  /** What a screen reader says instead of the short visible label. */
  srLabel?: string;
  hint?: string;
  className?: string;
}) {
  const id = fieldId(field);
  const error = useFieldError(field);
  return (
    <ToolField
      id={id}
      label={
        srLabel ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">{srLabel}</span>
          </>
        ) : (
          label
        )
      }
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        {...toolControl(id, { hint, error })}
        type="text"
        autoComplete="off"
        inputMode={numeric ? "decimal" : undefined}
        dir={numeric ? "ltr" : "auto"}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${inputClass} ${numeric ? "tabular-nums" : ""}`}
      />
    </ToolField>
  );
}

/** An error that belongs to a group of fields (no lot, a key without lots), under its legend. */
export function GroupError({ field }: { field: string }) {
  return <FieldError id={fieldId(field)} message={useFieldError(field)} />;
}

/** How far a row's remove button sits down, to stand level with the fields beside it. */
const removeOffsets = {
  /** Beside fields with their label above them. */
  labelled: "pt-7",
  /** Beside fields whose label is hidden. */
  bare: "pt-1.5",
} as const;

/** A row's remove button: an icon, named for the row it removes. */
export function RemoveButton({
  label,
  beside,
  onClick,
}: {
  label: string;
  beside: keyof typeof removeOffsets;
  onClick: () => void;
}) {
  return (
    <div className={removeOffsets[beside]}>
      <button
        type="button"
        onClick={onClick}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line text-muted hover:border-accent hover:text-accent"
      >
        <Icon name="close" className="size-5" />
        <span className="sr-only">{label}</span>
      </button>
    </div>
  );
}

/** What a row is called on the page: the name typed in it, else its kind and number ("Lot 3"). */
export function rowName(t: Translate, kind: "lots" | "keys" | "budget", name: string, index: number): string {
  return name.trim() || t(`tools.charges.${kind}.row`, { number: index + 1 });
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="btn btn-secondary mt-4">
      {children}
    </button>
  );
}

/** Moves the focus to a field once React has drawn it (a row just added). */
export function focusSoon(field: string) {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}
