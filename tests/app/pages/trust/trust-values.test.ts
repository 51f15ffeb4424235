import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyticsRetention, legal } from "#core/content/legal";
import { loadConfig } from "#server/config";
import { trustRetention } from "#app/pages/trust/trust-values";

/**
 * The trust centre states the retention periods the service applies: one object in core/, read by
 * the page and by the jobs that delete (and by the deletion link's expiry), never a copy of it.
 */
describe("the trust centre's retention periods", () => {
  it("are the very object core/content/legal.ts gives the service", () => {
    expect(trustRetention).toBe(legal.retention);
  });

  it.each([
    ["server/jobs/purge-leads.ts", "legal.retention.leadYears"],
    ["server/jobs/purge-deletions.ts", "legal.retention.unconfirmedDeletionDays"],
    ["server/forms/deletion-store.ts", "legal.retention.confirmationLinkHours"],
    ["server/backups/config.ts", "legal.retention.backupDays"],
  ])("are what %s reads (%s)", (file, used) => {
    const source = readFileSync(file, "utf8");
    expect(source).toContain('import { legal } from "#core/content/legal";');
    expect(source).toContain(used);
  });

  it("state how long the page analytics keep what they count: what their rollup deletes by", () => {
    const source = readFileSync("server/jobs/analytics-rollup.ts", "utf8");
    expect(source).toContain('import { analyticsRetention } from "#core/content/legal";');
    expect(source).toContain("analyticsRetention.rawHours");
    expect(source).toContain("analyticsRetention.months");
    // Raw beacons are deleted by whole days, each within two days of its start.
    expect(analyticsRetention.rawHours).toBe(48);
  });

  it("are how long the service keeps its backups by default: one a day, backupDays of them", () => {
    const { BACKUP_KEEP, BACKUP_INTERVAL_HOURS } = loadConfig({});
    expect(BACKUP_INTERVAL_HOURS).toBe(24);
    expect(BACKUP_KEEP * BACKUP_INTERVAL_HOURS).toBe(legal.retention.backupDays * 24);
  });
});
