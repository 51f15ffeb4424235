import Fastify, { type FastifyInstance } from "fastify";
import { registerForms } from "./api/plugin";
import { siteStylesheets } from "./api/stylesheets";
import type { Config } from "./config";
import { registerDatabase } from "./db/plugin";
import { registerHealth } from "./health";
import { loggerOptions } from "./logging";
import { registerInbox } from "./inbox/plugin";
import { registerSecurityHeaders } from "./security/headers";
import { loadSiteFiles } from "./site/site-files";
import { registerStaticSite } from "./site/static-site";

/**
 * The whole service: the built site, and (registered beside it) the API behind the forms and the
 * team's inbox. Returned ready to listen; closing it releases everything it opened.
 */
export async function buildApp(
  config: Config,
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });

  registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY, serviceUrl: config.SERVICE_URL });
  // The id each log line of a request carries, for support to find them from an answer.
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Request-Id", request.id);
    return payload;
  });

  try {
    const files = await loadSiteFiles(config.SITE_DIR);
    registerStaticSite(app, files);

    // One database for the forms and the inbox (app.db), then the API behind the forms.
    const { db } = await registerDatabase(app, config);
    await registerHealth(app, config, db);
    await registerForms(app, config, { db, stylesheets: siteStylesheets(files) });
    await registerInbox(app, config, { db });
  } catch (error) {
    // A start that fails half-way releases what it opened (the database and its lock first).
    await app.close();
    throw error;
  }
  return app;
}
