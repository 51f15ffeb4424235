import { ContactForm } from "#app/forms/contact/contact-form";
import { useT } from "#app/i18n/use-t";
import { Panel } from "#app/ui/panel";

/** Where visitors write to the team (id="contact-form": menus and e-mails link here). */
export function ContactFormSection() {
  const t = useT();
  return (
    <Panel anchor="contact-form" title={t("company.contact.form.title")} className="self-start">
      <div className="mt-6">
        <ContactForm />
      </div>
    </Panel>
  );
}
