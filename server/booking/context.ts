import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { ipHashKey } from "#server/forms/ip-hash";
import type { LeadWebhook } from "#server/webhook/target";
import type { BookingContext } from "./book";
import { bookingLinkKey } from "./links";

/** What the booking needs from the configuration: the e-mails' settings, the webhook, the links' key. */
export async function bookingContext(
  db: Database,
  config: Config,
  webhook: LeadWebhook | undefined,
): Promise<BookingContext> {
  const serviceUrl = (config.SERVICE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return {
    mail: { teamEmail: config.TEAM_EMAIL, teamLocale: config.TEAM_LOCALE, serviceUrl },
    webhook,
    links: { key: bookingLinkKey(await ipHashKey(db, config.IP_HASH_SECRET)), serviceUrl },
  };
}
