import { site } from "#app/content/site";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";

/**
 * Where visitors write to the team (id="contact-form": menus and e-mails link here). The contact
 * form goes in this section; until then it invites visitors to e-mail us.
 */
export function ContactFormSection() {
  const t = useT();
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="scroll-mt-24 self-start rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {t("company.contact.form.title")}
      </h2>
      <p className="mt-3 text-muted text-pretty">{t("company.contact.form.intro")}</p>
      <a href={`mailto:${site.contact.email}`} className="btn btn-primary mt-6">
        <Icon name="mail" className="size-4" />
        {t("company.contact.form.button")}
      </a>
    </section>
  );
}
