import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { deleteEndedCounters } from "#server/db/counters";
import { rollUpAnalytics, ROLLUP_INTERVAL_MS } from "./analytics-rollup";
import { registerBackups } from "./backups";
import { purgeUnconfirmedDeletions } from "./purge-deletions";
import { purgeExpiredLeads } from "./purge-leads";
import { every } from "./schedule";

const HOUR_MS = 60 * 60_000;

/**
 * The hourly purge, on one instance a round (schedule.ts): deletion requests whose link expired
 * unconfirmed, leads past their retention, and rate-limit counts whose window ended; and every 10
 * minutes the page analytics' rollup (analytics-rollup.ts). Off with
 * JOBS=false (tests that drive it by hand); stopped when the service closes.
 */
export function registerJobs(app: FastifyInstance, config: Config, db: Database) {
  // Backups are taken on request even with JOBS=false; their schedule is off then.
  registerBackups(app, config.JOBS ? config : { ...config, BACKUP_INTERVAL_HOURS: 0 }, db);
  if (!config.JOBS) return;
  const now = () => new Date();
  const stop = every(
    HOUR_MS,
    "purge-expired-records",
    async () => {
      const purged = await purgeUnconfirmedDeletions(db, now());
      if (purged.length > 0) app.log.info({ purged }, "unconfirmed deletion requests purged");
      const expired = await purgeExpiredLeads(db, now());
      if (expired.length > 0) app.log.info({ expired }, "leads past their retention deleted");
      await deleteEndedCounters(db, now());
    },
    { log: app.log, db },
  );
  // The page analytics' counts, and the deletion of what they were counted from (decision 056).
  const stopRollup = every(ROLLUP_INTERVAL_MS, "analytics-rollup", () => rollUpAnalytics(db, now()), {
    log: app.log,
    db,
  });
  app.addHook("onClose", async () => {
    await stop();
    await stopRollup();
  });
}
