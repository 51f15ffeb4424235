import path from "node:path";
import { runnerImport } from "vite";
import type * as AudienceSeed from "./audience-seed";

/** A week of daily counts for the Audience page, written before the service opens the folder. */
export async function seedAudienceWeek(dataDir: string): Promise<void> {
  const { module } = await runnerImport<typeof AudienceSeed>(path.resolve("e2e/support/audience-seed.ts"), {
    configFile: false,
    logLevel: "error",
  });
  return module.seedAudienceWeek(dataDir);
}
