import { legal } from "#core/content/legal";
import { useT } from "#app/i18n/use-t";
import { ConsentField } from "../ui/consent-field";
import { controls, Field } from "../ui/field";
import { useFieldLabel } from "../ui/field-labels";
import { FormShell } from "../ui/form-shell";

/** The schema and its validation library load apart from the page (see SchemaLoader). */
const loadSchema = () => import("#core/forms/deletion/schema").then((module) => module.deletionSchema);

/**
 * The account-deletion request of /core/delete-my-account (its page reads the `forms` copy). The
 * service e-mails a link to confirm it: only then does the request reach the team.
 */
export function DeletionForm() {
  const t = useT();
  const label = useFieldLabel("deletion");
  return (
    <FormShell
      form="deletion"
      loadSchema={loadSchema}
      fields={["email", "phone", "reason", "consent"]}
      successValues={{ hours: legal.retention.confirmationLinkHours }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="email" label={label("email")} hint={t("forms.deletion.email.hint")}>
          {controls.email}
        </Field>
        <Field name="phone" label={label("phone")} hint={t("forms.deletion.phone.hint")} required={false}>
          {controls.phone}
        </Field>
        <Field name="reason" label={label("reason")} required={false} className="sm:col-span-2">
          {controls.longText("reason", 4)}
        </Field>
      </div>
      <ConsentField notice="forms.deletion.privacy" label="forms.deletion.consent" />
    </FormShell>
  );
}
