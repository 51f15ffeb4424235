import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client";

/**
 * Loaded through Vite's module runner by e2e/inbox.spec.ts, before the service opens the folder:
 * a week of the page analytics' daily counts (4–10 May 2026) for the Audience page, in every
 * language, from a campaign, a search engine and direct visits, with the toolbox's events.
 */
export async function seedAudienceWeek(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    const rows: [string, string, string, string, string, string, string, number, number][] = [];
    const pages = [
      "/",
      "/core/features/amenity-booking",
      "/ar",
      "/en/pricing",
      "/outils/repartition-des-charges",
    ];
    const languages = ["fr", "fr", "ar", "en", "fr"];
    const sources = [
      ["m.facebook.com", "facebook", "syndics-casa"],
      ["www.google.com", "", ""],
      ["", "", ""],
    ];
    const devices = ["phone", "desktop", "tablet"];
    for (let day = 4; day <= 10; day++) {
      pages.forEach((path, p) =>
        sources.forEach(([referrer = "", source = "", campaign = ""], s) => {
          const visits = 3 + ((day * 7 + p * 5 + s * 3) % 17);
          rows.push([
            `2026-05-${String(day).padStart(2, "0")}`,
            path,
            languages[p] ?? "fr",
            referrer,
            source,
            campaign,
            devices[(p + s) % 3] ?? "phone",
            visits + 4,
            visits,
          ]);
        }),
      );
    }
    for (const [day, path, language, referrer, source, campaign, device, views, visits] of rows)
      await handle.db.execute(sql`insert into analytics_daily
        (day, kind, path, language, landing, referrer_host, utm_source, utm_medium, utm_campaign,
         device, event, detail, views, visits, visitors)
        values (${day}::date, 'view', ${path}, ${language}, ${path}, ${referrer}, ${source}, '',
          ${campaign}, ${device}, '', '', ${views}, ${visits}, ${visits})`);
    const events: [string, string, string, number][] = [
      ["tool_used", "charges-split", "/outils/repartition-des-charges", 12],
      ["template_downloaded", "budget-previsionnel-fr", "/outils/modeles", 5],
      ["form_started", "demo", "/demo", 9],
      ["calendar_exported", "", "/outils/assemblee-generale", 2],
    ];
    for (const [event, detail, path, views] of events)
      await handle.db.execute(sql`insert into analytics_daily
        (day, kind, path, language, landing, referrer_host, utm_source, utm_medium, utm_campaign,
         device, event, detail, views, visits, visitors)
        values ('2026-05-06'::date, 'event', ${path}, 'fr', '/', 'm.facebook.com', 'facebook', '',
          'syndics-casa', 'phone', ${event}, ${detail}, ${views}, 0, ${views})`);
    for (let day = 4; day <= 10; day++)
      await handle.db.execute(
        sql`insert into analytics_visitors (day, visitors) values (${`2026-05-${String(day).padStart(2, "0")}`}::date, ${40 + day})`,
      );
  } finally {
    await handle.close();
  }
}
