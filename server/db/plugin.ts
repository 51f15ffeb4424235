import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config";
import { openDatabase, type Database, type DatabaseHandle } from "./client";

/**
 * Opens the service's one database (an embedded folder may be opened by one process and one
 * handle only) and shares it as `app.db`; it is closed last, when the service closes.
 */
export async function registerDatabase(app: FastifyInstance, config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionLost: (error) => app.log.warn({ err: error }, "database connection lost"),
  });
  if (handle.applied.length > 0) app.log.info({ applied: handle.applied }, "database migrated");
  app.log.info({ kind: handle.kind }, "database ready");
  app.decorate("db", handle.db);
  app.addHook("onClose", async () => {
    await handle.close();
  });
  return handle;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The service's database (server/db/schema.ts); see docs/storage.md. */
    db: Database;
  }
}
