import type { Ui } from "../view/inbox-language";

/** A field's error, tied to its input by aria-describedby; said in the inbox's language. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="ib-field-error">
      {text}
    </p>
  );
}

/** A whole form's summary when something is wrong: what to fix, first, as an alert. */
export function ErrorSummary({ ui, count }: { ui: Ui; count: number }) {
  if (count === 0) return null;
  return (
    <p className="ib-notice ib-alert" role="alert">
      {ui.t("inbox.presenter.errors", { count })}
    </p>
  );
}
