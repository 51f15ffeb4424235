import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { endpointUrl, transportFieldNames, transportFields, type FormId } from "#core/forms/endpoints";
import type { FieldErrors } from "#core/forms/errors";
import { fieldErrors } from "#core/forms/errors";
import { encodeForm, readForm } from "./read-form";

/** Anything with zod's safeParse: the form's shared schema. */
type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  };
};

/**
 * The schema's module, imported on demand: the validation library stays out of the page's
 * first-load JavaScript, its hydration and its loading. It starts loading when the visitor first
 * comes into the form (focus), long before they can have filled it in; a submission waits for it.
 */
export type SchemaLoader = () => Promise<Schema>;

/** Why a valid form did not go through; each has its message (forms.problem.*). */
export type Problem = "rejected" | "rate-limited" | "too-large" | "network" | "server";

/**
 * `answer` is the service's JSON: a form may show more of it (the demo's booking). `conflict`: a
 * 409, the service's answer saying what changed meanwhile (the demo's time just taken, the next free
 * ones); the form stays as it was, everything typed kept.
 */
export type Submission =
  | { state: "editing"; errors: FieldErrors; attempt: number; problem?: Problem; conflict?: Answer }
  | { state: "sending"; errors: FieldErrors; attempt: number }
  | { state: "sent"; reference: string; email: string; answer: Answer };

export type Answer = Record<string, unknown>;

function problemFor(status: number): Problem {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  if (status >= 400 && status < 500) return "rejected";
  return "server";
}

/**
 * Checks a form with its schema in the browser, then posts it (form-encoded, like the page does
 * without script) and reads the service's JSON answer. Nothing typed is lost: the fields are never
 * reset, and the service's own verdict per field replaces ours when it differs.
 */
export function useFormSubmission(form: FormId, loadSchema: SchemaLoader) {
  const [submission, setSubmission] = useState<Submission>({ state: "editing", errors: {}, attempt: 0 });
  // When the form appeared (the service refuses forms sent inhumanly fast).
  const startedAt = useRef(0);
  const schema = useRef<Promise<Schema> | null>(null);
  // A failed import (offline) is forgotten, so that the next check tries again.
  const schemaOnce = useCallback(
    () =>
      (schema.current ??= loadSchema().catch((error: unknown) => {
        schema.current = null;
        throw error;
      })),
    [loadSchema],
  );
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  /** The form's focus handler: the first field the visitor enters loads the schema. */
  const onFocus = useCallback(() => void schemaOnce().catch(() => undefined), [schemaOnce]);

  const validate = useCallback(
    async (element: HTMLFormElement) => {
      const values = readForm(element);
      const fields = Object.fromEntries(
        Object.entries(values).filter(([name]) => !transportFieldNames.includes(name)),
      );
      const result = (await schemaOnce()).safeParse(fields);
      return { values, errors: result.success ? {} : fieldErrors(result.error?.issues ?? []) };
    },
    [schemaOnce],
  );

  /** After a failed attempt, problems disappear as the visitor fixes them. */
  const onChange = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      if (submission.state !== "editing" || submission.attempt === 0) return;
      const checked = await validate(event.currentTarget).catch(() => null);
      if (!checked) return; // no schema yet (offline): the next submission will say what is wrong
      setSubmission((current) =>
        current.state === "editing" ? { ...current, errors: checked.errors } : current,
      );
    },
    [submission, validate],
  );

  // Set at once, before anything awaits: a second press meanwhile sends nothing more.
  const busy = useRef(false);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current || submission.state === "sending") return;
      busy.current = true;
      try {
        const element = event.currentTarget;
        const attempt = submission.state === "editing" ? submission.attempt + 1 : 1;
        // Without its schema (offline), the form still goes: the service checks everything anyway.
        const { values, errors } = await validate(element).catch(() => ({
          values: readForm(element),
          errors: {},
        }));
        if (Object.keys(errors).length > 0) {
          setSubmission({ state: "editing", errors, attempt });
          return;
        }
        setSubmission({ state: "sending", errors: {}, attempt });
        values[transportFields.fillMs] = String(Date.now() - startedAt.current);
        // A lead carries where its visit came from (decision 055); a deletion request does not.
        if (form !== "deletion") Object.assign(values, await visitValues());
        const result = await post(form, values, attempt);
        if (result.state === "sent") sentEvents(form);
        setSubmission(result);
      } finally {
        busy.current = false;
      }
    },
    [form, submission, validate],
  );

  return { submission, onSubmit, onChange, onFocus };
}

/** What the visit's recorder noted (app/attribution/visit.ts, loaded once idle), or nothing. */
async function visitValues(): Promise<Record<string, string | string[]>> {
  try {
    return (await import("#app/attribution/visit")).visitValues();
  } catch {
    return {}; // its script could not be loaded (offline): the lead goes without it
  }
}

/** The page analytics' events of a form sent (decision 056); a demo request is a demo booked. */
function sentEvents(form: FormId) {
  void import("#app/attribution/visit")
    .then((visit) => {
      visit.sendEvent("form_sent", form);
      if (form === "demo") visit.sendEvent("demo_booked");
    })
    .catch(() => undefined);
}

/** Sends the form as the page would without script, and reads the service's JSON answer. */
async function post(
  form: FormId,
  values: Record<string, string | string[]>,
  attempt: number,
): Promise<Submission> {
  try {
    const response = await fetch(endpointUrl(form), {
      method: "POST",
      headers: { Accept: "application/json" },
      body: encodeForm(values),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer & {
      reference?: string;
      errors?: Record<string, { key: string }>;
    };
    if (response.status === 201 && typeof answer.reference === "string") {
      return { state: "sent", reference: answer.reference, email: String(values.email ?? ""), answer };
    }
    if (response.status === 409 && answer.errors)
      return { state: "editing", errors: {}, attempt, conflict: answer };
    if (response.status === 422 && answer.errors) {
      const serverErrors = Object.fromEntries(
        Object.entries(answer.errors).map(([name, error]) => [name, error.key]),
      ) as FieldErrors;
      return { state: "editing", errors: serverErrors, attempt: attempt + 1 };
    }
    return { state: "editing", errors: {}, attempt, problem: problemFor(response.status) };
  } catch {
    return { state: "editing", errors: {}, attempt, problem: "network" };
  }
}
