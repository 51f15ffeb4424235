import type { FormId } from "#core/forms/endpoints";
import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";

/** A field's label in a form: the copy's `forms.<form>.<field>.label`. */
export const fieldLabelKey = (form: FormId, field: string) => familyKey(`forms.${form}.${field}.label`);

/**
 * Every field's label, in the form's order, for the error summary. The consent's own label is a
 * sentence, so the summary names it by its short name.
 */
export function useSummaryLabels(form: FormId, fields: readonly string[]): Record<string, string> {
  const t = useT();
  return Object.fromEntries(
    fields.map((field) => [
      field,
      t(field === "consent" ? "forms.consent.short" : fieldLabelKey(form, field)),
    ]),
  );
}
