import { createHash } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoints, type FormId } from "#core/forms/endpoints";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "#server/db/unavailable";
import { problemMessage, problemPage, type ProblemKind } from "./answer-pages";
import { INVALID_ENCODING, registerStrictBodyParsers } from "./body-parsers";
import { databaseRateLimitStore } from "./rate-limit-store";
import { requestLocale, wantsHtml } from "./request-locale";

/** Which form an /api/… path belongs to, for the pages that answer its errors. */
function formOf(url: string): FormId | undefined {
  const path = url.split("?")[0];
  return (Object.keys(endpoints) as FormId[]).find((form) => endpoints[form] === path);
}

function problemOf(status: number): ProblemKind {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  return status < 500 ? "rejected" : "server";
}

/** A JSON answer that refuses: `{ error, … }`, without its message yet. */
const isRefusal = (payload: unknown): payload is { error: string } =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { error?: unknown }).error === "string" &&
  !("message" in payload);

const errorCodes: Record<number, string> = {
  400: "invalid_body",
  413: "body_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};

/**
 * What every form endpoint shares: the bodies it parses, the rate limit counted in the database,
 * the receipts' signed cookie, CORS for a site served from elsewhere, and its error answers (JSON,
 * or a page in the visitor's language for a browser posting without script).
 */
export async function prepareFormScope(
  scope: FastifyInstance,
  config: Config,
  { db, stylesheets, key }: { db: Database; stylesheets: readonly string[]; key: string },
) {
  // Forms arrive as JSON or as a browser posts them, in UTF-8; anything else is refused with 415.
  scope.removeContentTypeParser("text/plain");
  registerStrictBodyParsers(scope, config.FORM_BODY_LIMIT);
  // Counted in the database: every instance of the service sees the same counts.
  await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  // Signs the receipts of forms posted without script (receipt.ts), with a key of their own.
  await scope.register(cookie, {
    secret: createHash("sha256").update(`form receipts\0${key}`).digest("hex"),
  });

  // A site served from another origin (URBIS_PUBLIC_API_ORIGIN at its build) may read the answers.
  // Form posts are "simple" requests (no preflight): the header on the answer is all it takes.
  const allowedOrigins = new Set(config.FORM_ALLOWED_ORIGINS);
  scope.addHook("onSend", async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) reply.header("Access-Control-Allow-Origin", origin);
    reply.header("Vary", "Origin");
    return payload;
  });

  // A refusal in JSON says why in the visitor's language too, as a 422 does for each field: whatever
  // refused it (the checks of intake.ts, a body refused here, the rate limit).
  scope.addHook("preSerialization", async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || status === 422 || !isRefusal(payload)) return payload;
    const problem = status === 403 ? "forbidden-origin" : problemOf(status);
    return { ...payload, message: problemMessage(problem, requestLocale(request)) };
  });

  scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The database unreachable (a restart, a failover): nothing was stored, the visitor may send again.
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (unavailable) request.log.warn({ err: error }, "form request refused: the database is unavailable");
    else if (status >= 500) request.log.error({ err: error }, "form request failed");
    reply.code(status).header("Cache-Control", "no-store");
    if (unavailable) reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
    if (wantsHtml(request)) {
      const page = problemPage(formOf(request.url), problemOf(status), {
        locale: requestLocale(request),
        stylesheets,
      });
      return reply.type("text/html; charset=utf-8").send(page);
    }
    const code = error.code === INVALID_ENCODING ? "invalid_encoding" : errorCodes[status];
    if (status < 500) return reply.send({ error: code ?? "bad_request" });
    // A fault of ours or the database away: said in the visitor's language too, as the refusals
    // are by the hook above.
    const message = problemMessage("server", requestLocale(request));
    return reply.send({ error: code ?? "server_error", message });
  });
}
