import { ContactForm } from "#app/forms/contact/contact-form";
import { useT } from "#app/i18n/use-t";

/** Where visitors write to the team (id="contact-form": menus and e-mails link here). */
export function ContactFormSection() {
  const t = useT();
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="self-start rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {t("company.contact.form.title")}
      </h2>
      <div className="mt-6">
        <ContactForm />
      </div>
    </section>
  );
}
