import Fastify, { type FastifyInstance } from "fastify";
import { registerForms } from "./api/plugin";
import { siteStylesheets } from "./api/stylesheets";
import type { Config } from "./config";
import { registerDatabase } from "./db/plugin";
import { registerInbox } from "./inbox/plugin";
import { registerSecurityHeaders } from "./security/headers";
import { loadSiteFiles } from "./site/site-files";
import { registerStaticSite } from "./site/static-site";

/**
 * The whole service: the built site, and (registered beside it) the API behind the forms and the
 * team's inbox. Returned ready to listen; closing it releases everything it opened.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });

  registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY, serviceUrl: config.SERVICE_URL });

  app.get("/healthz", async () => ({ status: "ok" }));

  const files = await loadSiteFiles(config.SITE_DIR);
  registerStaticSite(app, files);

  // One database for the forms and the inbox (app.db), then the API behind the forms.
  const { db } = await registerDatabase(app, config);
  await registerForms(app, config, { db, stylesheets: siteStylesheets(files) });
  await registerInbox(app, config, { db });

  return app;
}
