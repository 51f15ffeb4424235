import path from "node:path";
import { runnerImport } from "vite";
import type * as AudienceCounts from "./audience-counts";
import type { ViewCount } from "./audience-counts";
import type * as AudienceSeed from "./audience-seed";

/** A module of the service's code, loaded through Vite's module runner (its `#server` imports). */
async function load<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve("e2e/support", file), {
    configFile: false,
    logLevel: "error",
  });
  return module;
}

/** A week of daily counts for the Audience page, written before the service opens the folder. */
export async function seedAudienceWeek(dataDir: string): Promise<void> {
  return (await load<typeof AudienceSeed>("audience-seed.ts")).seedAudienceWeek(dataDir);
}

/** The page views counted once the rollup has run on a stopped service's folder (audience-counts.ts). */
export async function rollUpViews(dataDir: string): Promise<ViewCount[]> {
  return (await load<typeof AudienceCounts>("audience-counts.ts")).rollUpViews(dataDir);
}
