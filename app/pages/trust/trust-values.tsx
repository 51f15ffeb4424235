import { legal } from "#core/content/legal";
import { site } from "#core/content/site";
import { availability } from "#core/content/trust";
import { formatPercent } from "#core/i18n/numbers";
import { useLocale, useT } from "#app/i18n/use-t";
import type { MessageValues } from "#app/legal/rich-message";
import { mailLink, outsideLink, sharedLegalValues } from "#app/legal/legal-values";

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
  const values: MessageValues = {
    ...sharedLegalValues({
      privacyPolicy: t("trust.link.privacyPolicy"),
      deletionPage: t("trust.link.deletionPage"),
    }),
    privacyEmail: mailLink(site.contact.privacyEmail),
    deletionDays: trustRetention.deletionWithinDays,
    uptime: formatPercent(availability.figure, locale.numberIntl),
    monthDays: availability.monthDays,
    downtimeMinutes: availability.monthlyMinutes,
  };
  if (site.slaUrl) values.sla = outsideLink(site.slaUrl, t("trust.link.sla"));
  return values;
}
