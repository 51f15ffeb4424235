import { legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { availability } from "#core/content/trust";
import { useLocale, useT } from "#app/i18n/use-t";
import type { MessageValues } from "#app/legal/rich-message";
import { LocalLink } from "#app/ui/local-link";

const link = "font-medium text-brand underline decoration-1 underline-offset-2 hover:decoration-2";

/**
 * The retention periods the page states: the very object the service's purge jobs read
 * (server/jobs/purge-*.ts, server/forms/deletion-store.ts), so the page cannot say one thing while
 * the service does another (tests/pages/trust/trust-values.test.ts).
 */
export const trustRetention = legal.retention;

/** The values the trust centre's texts refer to: settings, retention periods, the availability figure. */
export function useTrustValues(): MessageValues {
  const t = useT();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale.numberIntl, { style: "percent", maximumFractionDigits: 1 });
  const values: MessageValues = {
    controller: <bdi>{site.legal.entity ?? site.brand}</bdi>,
    privacyEmail: (
      <a href={`mailto:${site.contact.privacyEmail}`} dir="ltr" className={link}>
        {site.contact.privacyEmail}
      </a>
    ),
    privacyPolicy: (
      <LocalLink to="/core/privacy" className={link}>
        {t("trust.link.privacyPolicy")}
      </LocalLink>
    ),
    deletionPage: (
      <LocalLink to="/core/delete-my-account" className={link}>
        {t("trust.link.deletionPage")}
      </LocalLink>
    ),
    cndpWebsite: (
      <a href={legal.cndpWebsite} dir="ltr" className={link}>
        {legal.cndpWebsite.replace(/^https:\/\//, "")}
      </a>
    ),
    leadYears: trustRetention.leadYears,
    unconfirmedDays: trustRetention.unconfirmedDeletionDays,
    linkHours: trustRetention.confirmationLinkHours,
    deletionDays: trustRetention.deletionWithinDays,
    uptime: percent.format(availability.figure),
    monthDays: availability.monthDays,
    downtimeMinutes: availability.monthlyMinutes,
  };
  if (site.slaUrl)
    values.sla = (
      <a href={site.slaUrl} className={link}>
        {t("trust.link.sla")}
      </a>
    );
  return values;
}
