import type { FastifyInstance } from "fastify";
import type { ProxyTrust } from "./trust-proxy";

/** The health and readiness checks stay answerable over HTTP for the load balancer. */
const probes = new Set(["/healthz", "/readyz"]);

/**
 * Behind a proxy or load balancer that terminates TLS (TRUST_PROXY), a request that reached the
 * proxy over plain HTTP is sent to the same path over HTTPS, so HSTS can take over. Only an explicit
 * `X-Forwarded-Proto: http` from a trusted proxy triggers it (its last value, the one the nearest
 * proxy set, as Fastify reads it): a proxy that sends no such header never loops.
 *
 * The address is the public origin (SERVICE_URL), and nothing the request says: neither its Host
 * header nor `X-Forwarded-Host`, which a client writes (through the proxy too): a redirect to their
 * value, cached by a CDN, would send every visitor to another site. Without SERVICE_URL (refused in
 * production beside TRUST_PROXY), or with one in plain HTTP, there is nothing to redirect to.
 */
export function registerHttpsRedirect(
  app: FastifyInstance,
  { trustProxy, serviceUrl }: { trustProxy: ProxyTrust | false; serviceUrl?: string },
) {
  const publicOrigin = serviceUrl ? new URL(serviceUrl) : undefined;
  if (!trustProxy || publicOrigin?.protocol !== "https:") return;
  app.addHook("onRequest", async (request, reply) => {
    const peer = request.raw.socket?.remoteAddress;
    if (!peer || !trustProxy(peer, 0) || probes.has(request.url)) return;
    const forwarded = request.headers["x-forwarded-proto"];
    const proto = String(Array.isArray(forwarded) ? forwarded.at(-1) : (forwarded ?? ""))
      .split(",")
      .at(-1)
      ?.trim()
      .toLowerCase();
    if (proto !== "http") return;
    const path = request.url.startsWith("/") ? request.url : "/";
    const safe = request.method === "GET" || request.method === "HEAD";
    return reply.redirect(`${publicOrigin.origin}${path}`, safe ? 301 : 308);
  });
}
