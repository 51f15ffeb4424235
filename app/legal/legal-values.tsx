import { legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { useLocale, useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import type { MessageValues } from "./rich-message";

const link = "font-medium text-brand underline decoration-1 underline-offset-2 hover:decoration-2";

/**
 * The values the legal texts refer to, from configuration (core/content/site.ts, legal.ts): the
 * copy never spells an address, an e-mail or the CNDP reference itself. E-mails, references and
 * URLs are set left-to-right so they read correctly inside Arabic sentences.
 */
export function useLegalValues(): MessageValues {
  const t = useT();
  const locale = useLocale();
  const { retention } = legal;
  const date = new Intl.DateTimeFormat(locale.intl, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${legal.lastUpdated}T00:00:00Z`),
  );
  return {
    brand: site.brand,
    email: (
      <a href={`mailto:${site.contact.email}`} dir="ltr" className={link}>
        {site.contact.email}
      </a>
    ),
    address: <bdi>{site.contact.address[locale.code]}</bdi>,
    cndp: (
      <span dir="ltr" className="font-semibold whitespace-nowrap">
        {site.legal.cndp}
      </span>
    ),
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
