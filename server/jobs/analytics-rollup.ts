import { inArray, lt, sql } from "drizzle-orm";
import { analyticsRetention } from "#core/content/legal";
import { addDays, analyticsDay, monthsBefore } from "#server/analytics/day";
import { queryRows, type Database } from "#server/db/client";
import { analyticsBeacons, analyticsDaily, analyticsSalts, analyticsVisitors } from "#server/db/schema";

/** How often the rollup runs (server/jobs/plugin.ts). */
export const ROLLUP_INTERVAL_MS = 10 * 60_000;

export type RollupResult = { days: string[]; rawDeleted: number; dailyDeleted: number };

/**
 * The page analytics' rollup (decision 056), every ROLLUP_INTERVAL_MS on one instance a round:
 * 1. each day present in the raw beacons is counted again into `analytics_daily` (page views,
 *    visits, distinct visitors, by every dimension) and `analytics_visitors`, replacing that day's
 *    counts in one transaction: running it twice changes nothing;
 * 2. a day's raw beacons are deleted at the last round before its first beacon is
 *    `rawHours` (48) old, after that final count: a day is never counted from part of it;
 * 3. the salts of the days that are over are deleted, so no hash can be made again;
 * 4. daily counts older than `analyticsRetention.months` are deleted, as the privacy policy says.
 */
export async function rollUpAnalytics(
  db: Database,
  now: Date,
  intervalMs = ROLLUP_INTERVAL_MS,
): Promise<RollupResult> {
  const present = await queryRows<{ day: string }>(
    db,
    sql`SELECT DISTINCT day::text AS day FROM ${analyticsBeacons} ORDER BY day`,
  );
  const days = present.map((row) => row.day);
  if (days.length > 0) {
    const list = sql.join(
      days.map((day) => sql`${day}::date`),
      sql`, `,
    );
    await db.transaction(async (tx) => {
      await tx.delete(analyticsDaily).where(inArray(analyticsDaily.day, days));
      await tx.delete(analyticsVisitors).where(inArray(analyticsVisitors.day, days));
      await tx.execute(sql`
        INSERT INTO ${analyticsDaily} (day, kind, path, language, landing, referrer_host, utm_source,
          utm_medium, utm_campaign, device, event, detail, views, visits, visitors)
        SELECT day, kind, path, language, coalesce(landing, ''), coalesce(referrer_host, ''),
          coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), device,
          coalesce(event, ''), coalesce(detail, ''), count(*)::int, (count(*) FILTER (WHERE first))::int,
          count(DISTINCT visitor)::int
        FROM ${analyticsBeacons} WHERE day IN (${list})
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`);
      await tx.execute(sql`
        INSERT INTO ${analyticsVisitors} (day, visitors)
        SELECT day, count(DISTINCT visitor)::int FROM ${analyticsBeacons} WHERE day IN (${list})
        GROUP BY day`);
    });
  }
  // A day's first beacon came at its midnight: its raw rows go at the last round before that
  // midnight is analyticsRawHours old, i.e. once the next round's day is two days after it.
  const rawHours = analyticsRetention.rawHours;
  const lastRound = new Date(now.getTime() + intervalMs);
  const keepFrom = addDays(analyticsDay(lastRound), -(Math.floor(rawHours / 24) - 1));
  const rawDeleted = await db
    .delete(analyticsBeacons)
    .where(lt(analyticsBeacons.day, keepFrom))
    .returning({ id: analyticsBeacons.id });
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, analyticsDay(now)));
  const oldest = monthsBefore(analyticsDay(now), analyticsRetention.months);
  const dailyDeleted = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, oldest))
    .returning({ day: analyticsDaily.day });
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, oldest));
  return { days, rawDeleted: rawDeleted.length, dailyDeleted: dailyDeleted.length };
}
