import Fastify, { type FastifyInstance } from "fastify";
import { registerAnalytics } from "./analytics/plugin";
import { registerForms } from "./forms/plugin";
import { registerReminders } from "./booking/reminder";
import { siteStylesheets } from "./forms/stylesheets";
import type { Config } from "./config";
import { registerDatabase } from "./db/plugin";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./db/unavailable";
import { registerOutbox } from "./delivery/plugin";
import { registerJobs } from "./jobs/plugin";
import { registerHealth } from "./health";
import { loggerOptions } from "./logging";
import { registerInbox } from "./inbox/plugin";
import { registerSecurityHeaders } from "./security/headers";
import { reachableHops } from "./security/trust-proxy";
import { loadSiteFiles } from "./site/site-files";
import { registerStaticSite } from "./site/static-site";
import { serverTimeouts } from "./timeouts";

/**
 * The whole service, assembled here from parts with one responsibility each: the security headers
 * and request ids, the built site (site/), the database (db/), the health and readiness checks, the
 * outbox's worker (delivery/), the hourly purge (jobs/), the forms' endpoints (forms/), the
 * team's inbox (inbox/) and the page analytics' beacon (analytics/). Returned ready to listen;
 * closing it releases everything it opened.
 */
export async function buildApp(
  config: Config,
  {
    logStream,
    requestTimeoutMs,
  }: {
    logStream?: NodeJS.WritableStream;
    /** How long a whole request may take to arrive (timeouts.ts); tests make it short. */
    requestTimeoutMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    ...serverTimeouts(requestTimeoutMs),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });

  registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY, serviceUrl: config.SERVICE_URL });
  // A number of proxies on a port others can reach: refused in production (config.ts), said here.
  const reachable = reachableHops(config);
  if (reachable) app.log.warn(reachable);
  // The id each log line of a request carries, for support to find them from an answer.
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Request-Id", request.id);
    return payload;
  });

  // The database unreachable (a restart, a failover): 503, to be tried again, not a fault (500).
  // The forms answer it in their own way (forms/scope.ts); every other error goes to Fastify's.
  app.setErrorHandler((error, request, reply) => {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, "request refused: the database is unavailable");
    return reply
      .code(503)
      .header("Retry-After", String(RETRY_AFTER_SECONDS))
      .header("Cache-Control", "no-store")
      .send({ error: "unavailable" });
  });

  try {
    const files = await loadSiteFiles(config.SITE_DIR);
    registerStaticSite(app, files);

    // One database (app.db) for everything after it.
    const { db } = await registerDatabase(app, config);
    await registerHealth(app, config, db);
    const outbox = registerOutbox(app, config, db);
    registerJobs(app, config, db);
    await registerForms(app, config, {
      db,
      stylesheets: siteStylesheets(files),
      webhook: outbox.webhook,
      stored: outbox.wake,
    });
    await registerReminders(app, config, { db, webhook: outbox.webhook, stored: outbox.wake });
    await registerInbox(app, config, { db, webhook: outbox.webhook });
    await registerAnalytics(app, { db, files });
  } catch (error) {
    // A start that fails half-way releases what it opened (the database and its lock first).
    await app.close();
    throw error;
  }
  return app;
}
