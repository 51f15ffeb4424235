import type { ReactNode } from "react";
import { analyticsRetention, legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { useLocale, useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import type { MessageValues } from "./rich-message";

const link = "font-medium text-brand underline decoration-1 underline-offset-2 hover:decoration-2";

/** An e-mail address as a link, kept left-to-right inside Arabic sentences. */
export function mailLink(address: string) {
  return (
    <a href={`mailto:${address}`} dir="ltr" className={link}>
      {address}
    </a>
  );
}

/** A link of the legal texts' style to `href` outside the site. */
export function outsideLink(href: string, label: ReactNode) {
  return (
    <a href={href} className={link}>
      {label}
    </a>
  );
}

/**
 * What the privacy policy and the trust centre both refer to, alike on both pages: the controller,
 * the links to the policy, the deletion page and the CNDP's website, and the retention periods the
 * purge jobs apply. `labels` are the two links' words, from the page's own copy.
 */
export function sharedLegalValues(labels: { privacyPolicy: string; deletionPage: string }): MessageValues {
  const { retention } = legal;
  return {
    /** The controller under Law 09-08: the legal entity when it is set, else the brand. */
    controller: <bdi>{site.legal.entity ?? site.brand}</bdi>,
    privacyPolicy: (
      <LocalLink to="/core/privacy" className={link}>
        {labels.privacyPolicy}
      </LocalLink>
    ),
    deletionPage: (
      <LocalLink to="/core/delete-my-account" className={link}>
        {labels.deletionPage}
      </LocalLink>
    ),
    cndpWebsite: (
      <a href={legal.cndpWebsite} dir="ltr" className={link}>
        {legal.cndpWebsite.replace(/^https:\/\//, "")}
      </a>
    ),
    leadYears: retention.leadYears,
    unconfirmedDays: retention.unconfirmedDeletionDays,
    linkHours: retention.confirmationLinkHours,
    backupDays: retention.backupDays,
    analyticsHours: analyticsRetention.rawHours,
    analyticsMonths: analyticsRetention.months,
  };
}

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
    ...sharedLegalValues({
      privacyPolicy: t("legal.link.privacyPolicy"),
      deletionPage: t("legal.link.deletionPage"),
    }),
    brand: site.brand,
    /** The data-protection contact: what the privacy texts name. */
    email: mailLink(contact.privacyEmail),
    contactEmail: mailLink(contact.email),
    date: <time dateTime={legal.lastUpdated}>{date}</time>,
    hours: retention.confirmationLinkHours,
    days: retention.deletionWithinDays,
  };
}
