import type { ReactNode } from "react";
import { describedBy, FieldError, FieldHint } from "#app/forms/ui/field";

/** The attributes that tie a tool's control to its label, hint and error (read by screen readers). */
export function toolControl(id: string, { hint, error }: { hint?: string; error?: string }) {
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
  };
}

/**
 * A labelled field of a toolbox tool: its label, its control (the children, given
 * `toolControl(id, …)`), then its hint and its error under it. The label may be hidden, or be
 * a node (a short visible name with a longer one for screen readers).
 */
export function ToolField({
  id,
  label,
  hideLabel = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      {children}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A part of a tool's form: a fieldset framed as the site's panels are, its legend on top; `body`
 * lays out what it holds.
 */
export function ToolFieldset({
  legend,
  body = "clear-both",
  children,
}: {
  legend: string;
  body?: "clear-both" | "clear-both grid gap-4" | "clear-both grid gap-5";
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-3xl border border-line bg-surface p-5 sm:p-6">
      <legend className="float-start mb-4 w-full text-xl font-bold">{legend}</legend>
      <div className={body}>{children}</div>
    </fieldset>
  );
}
