import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { legal } from "#core/content/legal";
import { backupFolder } from "#server/backups/config";
import { BACKUP_MARKER, newestBackupAt, takeBackup } from "#server/backups/embedded";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";

const HOUR_MS = 60 * 60_000;
/** How often the schedule looks at the age of the newest backup. */
const CHECK_MS = 60_000;

/** The PGlite instance behind `db`, or null on PostgreSQL (backed up with pg_dump: docs/storage.md). */
function embeddedClient(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/**
 * Backups of the embedded store, by the service that owns its folder (decision 048): on a schedule
 * (a backup whenever the newest in the folder is older than BACKUP_INTERVAL_HOURS, looked at every
 * minute, so a restart neither skips one nor takes one twice) and on request: SIGUSR2, which
 * `npm run db:backup` sends to the process its folder's lock names, once BACKUP_MARKER in the folder
 * says that this process takes backups, and where it writes them. One backup at a time.
 */
export function registerBackups(app: FastifyInstance, config: Config, db: Database) {
  const client = embeddedClient(db);
  if (!client || config.DATA_DIR.includes("://")) return;
  const dir = backupFolder(config);
  const intervalMs = config.BACKUP_INTERVAL_HOURS * HOUR_MS;
  if (intervalMs * config.BACKUP_KEEP > legal.retention.backupDays * 24 * HOUR_MS)
    app.log.warn(
      { BACKUP_KEEP: config.BACKUP_KEEP, BACKUP_INTERVAL_HOURS: config.BACKUP_INTERVAL_HOURS },
      `backups are kept longer than the ${legal.retention.backupDays} days the privacy policy states`,
    );
  let running: Promise<unknown> | undefined;
  const backup = (reason: "schedule" | "request") => {
    running ??= (async () => {
      if (reason === "schedule") {
        const newest = await newestBackupAt(dir);
        if (newest && Date.now() - newest.getTime() < intervalMs) return;
      }
      const started = Date.now();
      const file = await takeBackup(client, { dir, keep: config.BACKUP_KEEP });
      app.log.info({ file, reason, ms: Date.now() - started }, "backup written");
    })()
      .catch((error: unknown) => app.log.error({ err: error, reason }, "backup failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const onSignal = () => backup("request");
  process.on("SIGUSR2", onSignal);
  const marker = path.join(config.DATA_DIR, BACKUP_MARKER);
  writeFileSync(marker, JSON.stringify({ pid: process.pid, dir }));
  const timer =
    intervalMs > 0
      ? setInterval(() => backup("schedule"), Math.min(intervalMs, CHECK_MS)).unref()
      : undefined;
  app.addHook("onClose", async () => {
    clearInterval(timer);
    process.off("SIGUSR2", onSignal);
    rmSync(marker, { force: true });
    await running;
  });
}
