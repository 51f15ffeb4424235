import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#server/db/client";
import { rollUpAnalytics } from "#server/jobs/analytics-rollup";

export type ViewCount = { path: string; language: string; views: number; visits: number };

/**
 * Loaded through Vite's module runner by e2e/analytics.spec.ts once its service has stopped (an
 * embedded database is one process's at a time, and the service writes its last beacons as it
 * closes): the rollup the service's job runs every ten minutes, run once, then the page views the
 * Audience page reads, per page and language.
 */
export async function rollUpViews(dataDir: string): Promise<ViewCount[]> {
  const handle = await openDatabase({ dataDir });
  try {
    await rollUpAnalytics(handle.db, new Date());
    return await queryRows<ViewCount>(
      handle.db,
      sql`SELECT path, language, sum(views)::int AS views, sum(visits)::int AS visits
          FROM analytics_daily WHERE kind = 'view' GROUP BY path, language ORDER BY path, language`,
    );
  } finally {
    await handle.close();
  }
}
