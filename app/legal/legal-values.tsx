import { legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { useLocale, useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import type { MessageValues } from "./rich-message";

const link = "font-medium text-brand underline decoration-1 underline-offset-2 hover:decoration-2";

/**
 * The values the legal texts refer to, from configuration (core/content/site.ts, legal.ts): the
 * copy never spells an address, an e-mail or the CNDP reference itself, and a setting left unset
 * has no value here (its text is left out rather than shown with an invented one). E-mails,
 * references and URLs are set left-to-right so they read correctly inside Arabic sentences.
 */
export function useLegalValues(): MessageValues {
  const t = useT();
  const locale = useLocale();
  const { retention } = legal;
  const date = new Intl.DateTimeFormat(locale.intl, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${legal.lastUpdated}T00:00:00Z`),
  );
  const { contact, legal: company } = site;
  const mail = (address: string) => (
    <a href={`mailto:${address}`} dir="ltr" className={link}>
      {address}
    </a>
  );
  const reference = (value: string) => (
    <span dir="ltr" className="font-semibold whitespace-nowrap">
      {value}
    </span>
  );
  // A setting that is not set gives no value: the texts that need it are left out (privacy-sections).
  const set: MessageValues = {};
  if (contact.address) set.address = <bdi>{contact.address[locale.code]}</bdi>;
  if (company.rc) set.rc = <bdi>{company.rc}</bdi>;
  if (company.ice) set.ice = reference(company.ice);
  if (company.cndp) set.cndp = reference(company.cndp);
  if (company.transferAuthorisation) set.transferAuthorisation = reference(company.transferAuthorisation);
  return {
    ...set,
    brand: site.brand,
    /** The controller under Law 09-08: the legal entity when it is set, else the brand. */
    controller: <bdi>{company.entity ?? site.brand}</bdi>,
    /** The data-protection contact: what the privacy texts name. */
    email: mail(contact.privacyEmail),
    contactEmail: mail(contact.email),
    cndpWebsite: (
      <a href={legal.cndpWebsite} dir="ltr" className={link}>
        {legal.cndpWebsite.replace(/^https:\/\//, "")}
      </a>
    ),
    date: <time dateTime={legal.lastUpdated}>{date}</time>,
    deletionPage: (
      <LocalLink to="/core/delete-my-account" className={link}>
        {t("legal.link.deletionPage")}
      </LocalLink>
    ),
    privacyPolicy: (
      <LocalLink to="/core/privacy" className={link}>
        {t("legal.link.privacyPolicy")}
      </LocalLink>
    ),
    leadYears: retention.leadYears,
    unconfirmedDays: retention.unconfirmedDeletionDays,
    linkHours: retention.confirmationLinkHours,
    hours: retention.confirmationLinkHours,
    days: retention.deletionWithinDays,
  };
}
