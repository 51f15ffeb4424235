import { figures } from "#core/content/figures";
import { useT } from "#app/i18n/use-t";
import { ConsentField } from "../ui/consent-field";
import { controls, Field } from "../ui/field";
import { useFieldLabel } from "../ui/field-labels";
import { FormShell } from "../ui/form-shell";
import { contactSubjects } from "#core/forms/contact/options";

/** The schema and its validation library load apart from the page (see SchemaLoader). */
const loadSchema = () => import("#core/forms/contact/schema").then((module) => module.contactSchema);

/** The contact form of /core/company/contact-us (its page reads the `forms` copy). */
export function ContactForm() {
  const t = useT();
  const label = useFieldLabel("contact");
  return (
    <FormShell
      form="contact"
      loadSchema={loadSchema}
      fields={["name", "email", "phone", "subject", "message", "consent"]}
      successValues={{ responseMinutes: figures.responseMinutes }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={label("name")} className="sm:col-span-2">
          {controls.text("name")}
        </Field>
        <Field name="email" label={label("email")}>
          {controls.email}
        </Field>
        <Field name="phone" label={label("phone")} hint={t("forms.phone.hint")} required={false}>
          {controls.phone}
        </Field>
        <Field name="subject" label={label("subject")} className="sm:col-span-2">
          {controls.choice(contactSubjects, "forms.contact.subject")}
        </Field>
        <Field name="message" label={label("message")} className="sm:col-span-2">
          {controls.longText("message", 6)}
        </Field>
      </div>
      <ConsentField notice="forms.contact.privacy" label="forms.contact.consent" />
    </FormShell>
  );
}
