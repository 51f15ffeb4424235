import type { FastifyRequest } from "fastify";

/** The origin `value` names (`https://host[:port]`, default port dropped), or undefined. */
export function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins of this site for a request: the public one (SERVICE_URL), and the one its own Host
 * header names — never `X-Forwarded-Host`, which a client may send through a trusted proxy.
 */
export function ownOrigins(request: FastifyRequest, serviceUrl: string | undefined): string[] {
  const host = request.headers.host;
  return [
    serviceUrl ? originOf(serviceUrl) : undefined,
    host ? originOf(`${request.protocol}://${host}`) : undefined,
  ].filter((origin): origin is string => origin !== undefined);
}

/**
 * Whether a request's `Origin` header names this site or one of `others`. An opaque origin
 * (`null`: a sandboxed frame, a `data:` page, some redirects) is nobody's.
 */
export function fromOrigin(
  request: FastifyRequest,
  serviceUrl: string | undefined,
  others: readonly string[] = [],
): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  const given = originOf(origin);
  if (!given) return false;
  return ownOrigins(request, serviceUrl).includes(given) || others.some((other) => originOf(other) === given);
}
