import type { FastifyInstance } from "fastify";
import { inboxStylesheet } from "../view/stylesheet";

/** The inbox's stylesheet: public (the sign-in page needs it), and nothing in it is secret. */
export function registerAssets(inbox: FastifyInstance, siteDir: string) {
  const css = inboxStylesheet(siteDir);
  inbox.get("/inbox.css", { config: { inboxPublic: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").send(css),
  );
}
