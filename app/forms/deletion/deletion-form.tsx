import { useT } from "#app/i18n/use-t";
import { ConsentField } from "../ui/consent-field";
import { controls, Field } from "../ui/field";
import { FormShell } from "../ui/form-shell";

/**
 * The account-deletion request of /core/delete-my-account (its page reads the `forms` copy). The
 * service e-mails a link to confirm it: only then does the request reach the team.
 */
export function DeletionForm() {
  const t = useT();
  return (
    <FormShell form="deletion">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="email" hint={t("forms.deletion.email.hint")}>
          {controls.email}
        </Field>
        <Field name="phone" hint={t("forms.deletion.phone.hint")} required={false}>
          {controls.phone}
        </Field>
        <Field name="reason" required={false} className="sm:col-span-2">
          {controls.longText("reason", 4)}
        </Field>
      </div>
      <ConsentField notice="forms.deletion.privacy" label="forms.deletion.consent" />
    </FormShell>
  );
}
