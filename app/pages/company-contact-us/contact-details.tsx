import { site } from "#core/content/site";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { Panel } from "#app/ui/panel";
import { WhatsAppLink } from "#app/ui/whatsapp-link";

/**
 * E-mail, phone and address from core/content/site.ts: the e-mail and the phone written left to
 * right even in Arabic, the address in the page's language. A detail whose setting is not set is
 * left out (decision 033); the WhatsApp link shows when its number is set.
 */
export function ContactDetails() {
  const t = useT();
  const { email, phone, address } = site.contact;
  const locale = useLocale();
  const rows: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: "mail", label: t("company.contact.email"), value: email, href: `mailto:${email}` },
  ];
  if (phone)
    rows.push({
      icon: "phone",
      label: t("company.contact.phone"),
      value: phone,
      href: `tel:${phone.replace(/[^+\d]/g, "")}`,
    });
  if (address)
    rows.push({ icon: "map-pin", label: t("company.contact.address"), value: address[locale.code] });
  return (
    <Panel id="details-title" title={t("company.contact.details.title")}>
      <dl className="mt-6 space-y-5">
        {rows.map(({ icon, label, value, href }) => (
          // A dl group holds only dt and dd: the icon sits inside the dt, beside the pair.
          <div key={icon} className="relative min-h-11 ps-15">
            <dt className="text-sm text-muted">
              <span className="absolute start-0 top-0 inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon name={icon} />
              </span>
              {label}
            </dt>
            <dd className="text-lg font-semibold break-words">
              {href ? (
                <a href={href} dir="ltr" className="text-ink underline decoration-brand underline-offset-4">
                  {value}
                </a>
              ) : (
                <bdi>{value}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <WhatsAppLink className="mt-6" />
    </Panel>
  );
}
