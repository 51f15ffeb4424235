import type { FastifyInstance } from "fastify";
import type { ProxyTrust } from "./trust-proxy";

/** The health and readiness checks stay answerable over HTTP for the load balancer. */
const probes = new Set(["/healthz", "/readyz"]);

/** A Host header as a browser sends it: a name or an address, and a port. Nothing else. */
const plainHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Behind a proxy or load balancer that terminates TLS (TRUST_PROXY), a request that reached the
 * proxy over plain HTTP is sent to the same path over HTTPS, so HSTS can take over. Only an explicit
 * `X-Forwarded-Proto: http` from a trusted proxy triggers it (its last value, the one the nearest
 * proxy set, as Fastify reads it): a proxy that sends no such header never loops.
 *
 * The address is the public origin (SERVICE_URL), else the request's own Host header — never
 * `X-Forwarded-Host`, which a client may send through the proxy: a redirect to its value, cached by
 * a CDN, would send every visitor to another site. A public origin in plain HTTP has nothing to be
 * redirected to.
 */
export function registerHttpsRedirect(
  app: FastifyInstance,
  { trustProxy, serviceUrl }: { trustProxy: ProxyTrust | false; serviceUrl?: string },
) {
  if (!trustProxy) return;
  const publicOrigin = serviceUrl ? new URL(serviceUrl) : undefined;
  if (publicOrigin && publicOrigin.protocol !== "https:") return;
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
    const host = request.headers.host ?? "";
    const origin = publicOrigin ? publicOrigin.origin : plainHost.test(host) ? `https://${host}` : undefined;
    if (!origin) return reply.code(400).send({ error: "bad_host" });
    const path = request.url.startsWith("/") ? request.url : "/";
    const safe = request.method === "GET" || request.method === "HEAD";
    return reply.redirect(`${origin}${path}`, safe ? 301 : 308);
  });
}
