import { createContext, useContext } from "react";
import type { FieldErrors } from "#core/forms/errors";
import type { FormId } from "#core/forms/endpoints";
import type { Answer } from "./use-form-submission";

/**
 * What the fields of one form share: which form it is (their labels are its copy's), its element's
 * id (prefix of their ids), the current problems and the service's last 409 answer, if any.
 */
export type FormState = { form: FormId; formId: string; errors: FieldErrors; conflict?: Answer };

export const FormContext = createContext<FormState | null>(null);

export function useFormState(): FormState {
  const state = useContext(FormContext);
  if (!state) throw new Error("A form's field is drawn outside its FormShell.");
  return state;
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
