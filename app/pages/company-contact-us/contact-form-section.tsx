import { ContactForm } from "#app/forms/contact/contact-form";
import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";

/** Where visitors write to the team (id="contact-form": menus and e-mails link here). */
export function ContactFormSection() {
  const t = useT();
  return (
    <Section
      id="contact-form-title"
      anchor="contact-form"
      title={t("company.contact.form.title")}
      className="self-start rounded-3xl border border-line bg-surface p-6 sm:p-8"
      titleClassName="text-2xl font-bold tracking-tight"
    >
      <div className="mt-6">
        <ContactForm />
      </div>
    </Section>
  );
}
