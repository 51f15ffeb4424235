import type { FormId } from "#core/forms/endpoints";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";

/** A field's label in a form: the copy's `forms.<form>.<field>.label`. */
export function useFieldLabel(form: FormId) {
  const t = useT();
  return (field: string) => t(`forms.${form}.${field}.label` as MessageKey);
}

/**
 * Every field's label, in the form's order, for the error summary. The consent's own label is a
 * sentence, so the summary names it by its short name.
 */
export function useSummaryLabels(form: FormId, fields: readonly string[]): Record<string, string> {
  const t = useT();
  const label = useFieldLabel(form);
  return Object.fromEntries(
    fields.map((field) => [field, field === "consent" ? t("forms.consent.short") : label(field)]),
  );
}
