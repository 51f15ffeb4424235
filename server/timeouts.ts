import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

/**
 * How long a whole request (its headers and its body) may take to arrive: a form's body is at most
 * 64 KB, which a slow mobile line sends in a few seconds. A client that takes longer (a body sent
 * a byte at a time, headers that never end, a connection that sends nothing) is answered 408 and
 * its connection closed, rather than holding it open for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A kept-alive connection with no request is closed after this: longer than a proxy keeps its
 * idle connections to the service (nginx's `keepalive_timeout`, 60 s), so the proxy closes first
 * and never sends a request on a connection the service is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The HTTP server's time limits, for Fastify's options. Node checks the requests in progress
 * every `connectionsCheckingInterval` (30 s by default, which would let a request run up to twice
 * the limit): here a tenth of the limit, between 0.1 and 5 s. `requestTimeoutMs` is for tests.
 */
export function serverTimeouts(requestTimeoutMs = REQUEST_TIMEOUT_MS) {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(Math.max(requestTimeoutMs / 10, 100), 5_000),
    },
  } satisfies FastifyHttpOptions<Server>;
}
