import { z } from "zod";
import { unsetWhenEmpty } from "#server/config-values";

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
  .optional();

/**
 * Settings of the database (docs/storage.md). Merged into the service's configuration
 * (server/config.ts); see .env.example for each one.
 */
export const dbConfig = {
  /** Folder of the embedded database, or `memory://` for one that disappears at exit. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.preprocess(unsetWhenEmpty, postgresUrl),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};
