import { z } from "zod";

const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .transform((value) => value === "true");

/**
 * Settings of the jobs. Merged into the service's configuration (server/config.ts); see
 * .env.example for each one.
 */
export const jobsConfig = {
  /** Start the outbox worker and the purge job (off only in tests that drive them by hand). */
  JOBS: flag("true"),
};
