import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";

/**
 * The service's log: Fastify's own JSON lines, one per event, each with the request's id, and never
 * a visitor's personal data. A request is logged by its method and path (never its query string,
 * which can hold a search for a name or an e-mail, nor the client's address); an error by its type,
 * code and a message scrubbed of e-mail addresses and long numbers, and cut before the parameters
 * a failed database query lists (the values of a submission).
 */
const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi;
const LONG_NUMBER = /\+?\d[\d\s().-]{5,}\d/g;

/** A text fit for the log: no e-mail address, no phone-like number, no query parameters. */
export function scrub(text: string): string {
  const cut = text.search(/\n\s*params:|\nparams:/i);
  return (cut >= 0 ? text.slice(0, cut) : text).replace(EMAIL, "[email]").replace(LONG_NUMBER, "[number]");
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeError(value: unknown): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: scrub(String(value)), stack: "" };
  const error = value as Error & { code?: unknown; statusCode?: unknown };
  // A failed query carries the database's own reason as its cause; the query's text is ours.
  const cause = error.cause instanceof Error ? ` (${scrub(error.cause.message)})` : "";
  const message = scrub(error.message).split("\n")[0] + cause;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
}

const path = (url: string | undefined) => (url ?? "").split("?")[0];

/** A request id from the proxy in front (X-Request-Id), when it is a plain token; else a new one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, "logger" | "genReqId"> {
  if (level === "silent" && !stream) return { genReqId: requestId, logger: false };
  return {
    genReqId: requestId,
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          path: path(request.url),
        }),
        err: serializeError,
      },
    },
  };
}
