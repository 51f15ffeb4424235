import type { FastifyInstance } from "fastify";

/**
 * Behind a proxy or load balancer that terminates TLS (TRUST_PROXY=true), a request that reached
 * the proxy over plain HTTP is sent to the same URL over HTTPS, so HSTS can take over. Only an
 * explicit `X-Forwarded-Proto: http` triggers it: a proxy that sends no such header never loops.
 * The health check stays answerable over HTTP for the load balancer.
 */
export function registerHttpsRedirect(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    // Fastify fills `request.ips` only when it trusts a proxy (TRUST_PROXY=true).
    if (request.ips === undefined) return;
    const forwarded = request.headers["x-forwarded-proto"];
    const proto = String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? ""))
      .split(",")[0]
      ?.trim()
      .toLowerCase();
    if (proto !== "http" || request.url === "/healthz") return;
    const safe = request.method === "GET" || request.method === "HEAD";
    return reply.redirect(`https://${request.host}${request.url}`, safe ? 301 : 308);
  });
}
