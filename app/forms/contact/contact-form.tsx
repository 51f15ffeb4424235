import { useSyncExternalStore } from "react";
import { useT } from "#app/i18n/use-t";
import { ConsentField } from "../ui/consent-field";
import { controls, Field } from "../ui/field";
import { FormShell } from "../ui/form-shell";
import { contactSubjects } from "#core/forms/contact/options";

const noSubscription = () => () => undefined;

/**
 * ?subject=reference (the testimonials page's request to talk to a residence) preselects that
 * subject. The prerendered page cannot know the query: it is read once hydrated.
 */
function useSubjectFromQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("subject") ?? "",
    () => "",
  );
}

/** The contact form of /core/company/contact-us (its page reads the `forms` copy). */
export function ContactForm() {
  const t = useT();
  const subject = useSubjectFromQuery();
  return (
    <FormShell form="contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" className="sm:col-span-2">
          {controls.text("name")}
        </Field>
        <Field name="email">{controls.email}</Field>
        <Field name="phone" hint={t("forms.phone.hint")} required={false}>
          {controls.phone}
        </Field>
        <Field name="subject" className="sm:col-span-2">
          {controls.choice(contactSubjects, "forms.contact.subject", subject)}
        </Field>
        <Field name="message" className="sm:col-span-2">
          {controls.longText("message", 6)}
        </Field>
      </div>
      <ConsentField notice="forms.contact.privacy" label="forms.contact.consent" />
    </FormShell>
  );
}
