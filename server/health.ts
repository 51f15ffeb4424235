import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";

type Check = () => Promise<void>;

/** Without SMTP, every e-mail is written to OUTBOX_DIR: it must exist (or be creatable) and be writable. */
function outboxFolderCheck(dir: string): Check {
  const folder = path.resolve(dir);
  return async () => {
    try {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
      throw new Error(
        `The outbox folder ${folder} cannot be written (${code}): without SMTP_URL every e-mail is written there. ` +
          "Fix its permissions, set OUTBOX_DIR to a writable folder, or set SMTP_URL.",
        { cause: error },
      );
    }
  };
}

/**
 * `/healthz` says the process is alive (for a process manager: restart it if not). `/readyz` says
 * whether this instance can do its work now (for a load balancer: send it traffic or not): the
 * database answers and, without SMTP, the outbox folder is writable. The outbox folder is also
 * checked at start, which stops with a message naming it rather than failing every e-mail later.
 */
export async function registerHealth(app: FastifyInstance, config: Config, db: Database) {
  const checks: Record<string, Check> = {
    database: async () => {
      await db.execute(sql`select 1`);
    },
    ...(config.SMTP_URL ? {} : { outbox: outboxFolderCheck(config.OUTBOX_DIR) }),
  };
  await checks.outbox?.();

  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", async (request, reply) => {
    const results: Record<string, string> = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
        results[name] = "ok";
      } catch (error) {
        request.log.warn({ err: error, check: name }, "not ready");
        results[name] = "failing";
      }
    }
    const ready = Object.values(results).every((result) => result === "ok");
    return reply
      .code(ready ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ status: ready ? "ready" : "unavailable", checks: results });
  });
}
