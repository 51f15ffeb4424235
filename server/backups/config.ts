import path from "node:path";
import { z } from "zod";
import { legal } from "#core/content/legal";
import { unsetWhenEmpty } from "#server/config-values";

/**
 * Settings of the embedded store's backups (docs/storage.md, decision 048). Merged into the
 * service's configuration (server/config.ts); see .env.example for each one.
 */
export const backupsConfig = {
  /** Where backups are written; default: beside DATA_DIR, `<DATA_DIR>-backups`. */
  BACKUP_DIR: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
  /**
   * The most recent backups kept; older ones are deleted when a new one is written. With one a day,
   * the period the privacy policy and the trust centre state (legal.retention.backupDays).
   */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(legal.retention.backupDays),
  /** A backup is taken when the newest is older than this; 0: none on a schedule. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
};

/** The folder backups of `dataDir` go to: BACKUP_DIR, or `<DATA_DIR>-backups` beside it. */
export function backupFolder(config: { BACKUP_DIR?: string; DATA_DIR: string }): string {
  return path.resolve(config.BACKUP_DIR ?? `${path.resolve(config.DATA_DIR)}-backups`);
}
