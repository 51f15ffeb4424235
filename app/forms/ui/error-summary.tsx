import { useEffect, useRef } from "react";
import { useT } from "#app/i18n/use-t";
import type { FieldErrors } from "#core/forms/errors";
import { fieldId } from "./form-context";

type Props = {
  formId: string;
  errors: FieldErrors;
  /** Field name → its label, in the order of the form. */
  labels: Record<string, string>;
  /** Changes at each failed submission: the summary takes the focus again. */
  attempt: number;
};

/**
 * The list of problems shown at the top of a form after a failed submission. It takes the focus, so
 * a screen reader reads it out; each entry moves to its field.
 */
export function ErrorSummary({ formId, errors, labels, attempt }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const listed = Object.keys(labels).flatMap((name) => {
    const error = errors[name];
    return error ? [{ name, error }] : [];
  });
  const visible = listed.length > 0;
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (!visible) return null;
  const titleId = `${formId}-summary-title`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-accent bg-accent-soft p-4 outline-none focus-visible:outline-3"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t("forms.summary.title", { count: listed.length })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {listed.map(({ name, error }) => (
          <li key={name}>
            <a
              href={`#${fieldId(formId, name)}`}
              className="font-medium text-ink underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(formId, name))?.focus();
              }}
            >
              {t("forms.summary.item", { label: labels[name], message: t(error) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
