import { useEffect, useRef, type ReactNode } from "react";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { endpointUrl, transportFields, type FormId } from "#core/forms/endpoints";
import { ErrorSummary } from "./error-summary";
import { useSummaryLabels } from "./field-labels";
import { FormContext } from "./form-context";
import { Honeypot } from "./honeypot";
import { isolate } from "#core/i18n/isolate";
import { formSetups } from "./form-setups";
import { useFormSubmission, type Answer } from "./use-form-submission";
import { useHydrated } from "#app/ui/use-hydrated";

type Props = {
  /** Which form: its copy, its endpoint, and what app/forms/ui/form-setups.ts says of it. */
  form: FormId;
  children: ReactNode;
  /**
   * What to show instead of the plain confirmation once sent, if anything, from the service's
   * answer (the demo's booking); `id` is the form's, for the panel that replaces it.
   */
  sent?: (done: { id: string; reference: string; email: string; answer: Answer }) => ReactNode;
};

/**
 * A form that works before its script loads (a plain POST the service answers with a page) and,
 * once hydrated, checks itself, posts in the background and shows the result in place.
 */
export function FormShell({ form, children, sent }: Props) {
  const { loadSchema, fields, successValues } = formSetups[form];
  const t = useT();
  const labels = useSummaryLabels(form, fields);
  const locale = useLocale();
  const hydrated = useHydrated();
  const { submission, onSubmit, onChange, onFocus } = useFormSubmission(form, loadSchema);
  // Not `${form}-form`: the pages own ids such as #contact-form for their sections.
  const formId = `form-${form}`;

  if (submission.state === "sent") {
    const instead = sent?.({ id: formId, ...submission });
    if (instead) return instead;
    const values = {
      reference: isolate(submission.reference),
      email: isolate(submission.email),
      ...successValues,
    };
    const title = t(`forms.${form}.success.title`, values);
    return <SuccessPanel id={formId} title={title} body={t(`forms.${form}.success.body`, values)} />;
  }
  const sending = submission.state === "sending";
  const problem = submission.state === "editing" ? submission.problem : undefined;
  const conflict = submission.state === "editing" ? submission.conflict : undefined;
  return (
    <FormContext.Provider value={{ form, formId, errors: submission.errors, conflict }}>
      <form
        id={formId}
        method="post"
        action={endpointUrl(form)}
        // The browser's own checks speak the browser's language; once hydrated, ours take over.
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocus}
        className="relative space-y-6"
      >
        <input type="hidden" name={transportFields.lang} value={locale.code} />
        <Honeypot formId={formId} />
        <ErrorSummary
          formId={formId}
          errors={submission.errors}
          labels={labels}
          attempt={submission.attempt}
        />
        {children}
        {problem && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-accent-soft p-3 font-medium">
            <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{t(`forms.problem.${problem}`)}</span>
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? t("forms.submit.sending") : t(`forms.${form}.submit`)}
        </button>
      </form>
    </FormContext.Provider>
  );
}

function SuccessPanel({ id, title, body }: { id: string; title: string; body: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-done-title`}
      aria-describedby={`${id}-done-body`}
      className="rounded-2xl border border-brand bg-brand-soft p-6 outline-none focus-visible:outline-3"
    >
      <Icon name="check" className="size-8 text-brand" />
      <h2 id={`${id}-done-title`} className="mt-3 text-2xl font-bold">
        {title}
      </h2>
      <p id={`${id}-done-body`} className="mt-2 text-pretty">
        {body}
      </p>
    </section>
  );
}
