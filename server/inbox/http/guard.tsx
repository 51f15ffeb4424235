import type { FastifyReply, FastifyRequest } from "fastify";
import { fromOrigin } from "#server/security/origin";
import { sameToken } from "../auth/sessions";
import { CSRF_FIELD } from "../view/layout";
import { sendMessage } from "./message-reply";
import { field } from "./request-context";

/**
 * A change comes only from a page of the inbox: the browser says where the form was (Origin, which
 * every current browser sends with a POST), and the form carries the token of the session. The
 * SameSite=Strict cookie already keeps other sites out; these two checks do not rely on it.
 */
export function sameOrigin(request: FastifyRequest, allowed: string[]): boolean {
  // The request's own Host header, or SERVICE_URL's origin (in `allowed`); never X-Forwarded-Host.
  return fromOrigin(request, undefined, allowed);
}

/** A change that came from elsewhere, or without the session's token: 403, nothing done. */
export function refuse(request: FastifyRequest, reply: FastifyReply) {
  return sendMessage(request, reply, 403, { title: "inbox.error.title", message: "inbox.error.forbidden" });
}

/** preHandler of every POST made with a session: Origin and CSRF token, or 403 and nothing done. */
export function checkForgery(allowedOrigins: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.inbox.session;
    if (
      !session ||
      !sameOrigin(request, allowedOrigins) ||
      !sameToken(session.csrfToken, field(request.body, CSRF_FIELD))
    )
      return refuse(request, reply);
  };
}
