import { createContext, useContext } from "react";
import type { FieldErrors } from "#core/forms/errors";

/** What the fields of one form share: its id (prefix of their ids) and the current problems. */
export type FormState = { formId: string; errors: FieldErrors };

export const FormContext = createContext<FormState>({ formId: "form", errors: {} });

export function useFormState() {
  return useContext(FormContext);
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
