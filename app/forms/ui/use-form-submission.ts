import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { endpointUrl, transportFieldNames, transportFields, type FormId } from "../envelope";
import type { FieldErrors } from "../errors";
import { fieldErrors } from "../fields";
import { encodeForm, readForm } from "./read-form";

/** Anything with zod's safeParse: the form's shared schema. */
type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  };
};

/** Why a valid form did not go through; each has its message (forms.problem.*). */
export type Problem = "rejected" | "rate-limited" | "too-large" | "network" | "server";

export type Submission =
  | { state: "editing"; errors: FieldErrors; attempt: number; problem?: Problem }
  | { state: "sending"; errors: FieldErrors; attempt: number }
  | { state: "sent"; reference: string; email: string };

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
export function useFormSubmission(form: FormId, schema: Schema) {
  const [submission, setSubmission] = useState<Submission>({ state: "editing", errors: {}, attempt: 0 });
  // When the form appeared (the service refuses forms sent inhumanly fast).
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const validate = useCallback(
    (element: HTMLFormElement) => {
      const values = readForm(element);
      const fields = Object.fromEntries(
        Object.entries(values).filter(([name]) => !transportFieldNames.includes(name)),
      );
      const result = schema.safeParse(fields);
      return { values, errors: result.success ? {} : fieldErrors(result.error?.issues ?? []) };
    },
    [schema],
  );

  /** After a failed attempt, problems disappear as the visitor fixes them. */
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (submission.state !== "editing" || submission.attempt === 0) return;
      setSubmission({ ...submission, errors: validate(event.currentTarget).errors });
    },
    [submission, validate],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submission.state === "sending") return;
      const attempt = submission.state === "editing" ? submission.attempt + 1 : 1;
      const element = event.currentTarget;
      const { values, errors } = validate(element);
      if (Object.keys(errors).length > 0) {
        setSubmission({ state: "editing", errors, attempt });
        return;
      }
      setSubmission({ state: "sending", errors: {}, attempt });
      values[transportFields.fillMs] = String(Date.now() - startedAt.current);
      try {
        const response = await fetch(endpointUrl(form), {
          method: "POST",
          headers: { Accept: "application/json" },
          body: encodeForm(values),
        });
        const answer = (await response.json().catch(() => ({}))) as {
          reference?: string;
          errors?: Record<string, { key: string }>;
        };
        if (response.status === 201 && answer.reference) {
          setSubmission({ state: "sent", reference: answer.reference, email: String(values.email ?? "") });
        } else if (response.status === 422 && answer.errors) {
          const serverErrors = Object.fromEntries(
            Object.entries(answer.errors).map(([name, error]) => [name, error.key]),
          ) as FieldErrors;
          setSubmission({ state: "editing", errors: serverErrors, attempt: attempt + 1 });
        } else {
          setSubmission({ state: "editing", errors: {}, attempt, problem: problemFor(response.status) });
        }
      } catch {
        setSubmission({ state: "editing", errors: {}, attempt, problem: "network" });
      }
    },
    [form, submission, validate],
  );

  return { submission, onSubmit, onChange };
}
