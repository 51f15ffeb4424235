/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a
 * connection dropped by an administrator, a server not yet accepting connections), rather than a
 * fault of the request or of the code. Such a request is answered 503 with `Retry-After`: it may
 * be sent again, and nothing of it was stored (each submission is written in one transaction).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; cause = (cause as Error).cause, depth++) {
    if (typeof cause !== "object") return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** Seconds a client is asked to wait before it sends a refused request again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's SQLSTATEs for a server going away (class 08, connection exception, is matched by
 * its prefix) and the system's for a socket that failed.
 */
const unavailableCodes = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, or a fast or immediate shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting or recovering
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);

/** node-postgres says these in words only, without a code. */
const unavailableMessages = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect$/,
];
