import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "#server/db/client";
import { verifyDummyPassword, verifyPassword } from "../auth/password";
import { createSession, deleteSession, sameToken } from "../auth/sessions";
import { findStaffUserByEmail } from "../auth/staff-users";
import { LoginPage, type LoginNotice } from "../view/login-page";
import { checkForgery, sameOrigin, refuse } from "./guard";
import {
  field,
  LOGIN_COOKIE,
  pageContext,
  safeInboxPath,
  sendPage,
  SESSION_COOKIE,
  type InboxDeps,
} from "./request-context";

const LOGIN_TOKEN_SECONDS = 60 * 60;
const HOME = "/inbox/demo";

/**
 * The active account whose e-mail and password these are, if any. A password is checked whatever the
 * e-mail, so every answer takes about the same time.
 */
async function verifiedAccount(db: Database, email: string, password: string) {
  // No address holds a NUL, which PostgreSQL would refuse in the query: no such account.
  const user = email && !email.includes("\0") ? await findStaffUserByEmail(db, email) : undefined;
  // The password is checked even for a disabled account, so its answer takes the same time.
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDummyPassword(password);
  return user && valid && !user.disabledAt ? user : undefined;
}

/**
 * Sign-in and sign-out. A failed sign-in gives the same answer, in about the same time, whether
 * the e-mail has an account or not; repeated failures are throttled per account and address, and
 * per address (auth/login-throttle.ts).
 */
export function registerLoginRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  const cookie = { path: "/inbox", httpOnly: true, sameSite: "strict" as const, secure: deps.secureCookies };

  /** The sign-in form's token, bound to a cookie of this browser (a forged sign-in is refused). */
  function loginToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = request.cookies[LOGIN_COOKIE];
    if (existing && /^[\w-]{20,64}$/.test(existing)) return existing;
    const token = randomBytes(24).toString("base64url");
    reply.setCookie(LOGIN_COOKIE, token, { ...cookie, maxAge: LOGIN_TOKEN_SECONDS });
    return token;
  }

  function showLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      status = 200,
      notice,
      email,
      next,
    }: { status?: number; notice?: LoginNotice; email?: string; next?: string },
  ) {
    const token = loginToken(request, reply);
    return sendPage(
      reply,
      <LoginPage context={pageContext(request)} token={token} email={email} next={next} notice={notice} />,
      status,
    );
  }

  inbox.get("/login", { config: { inboxPublic: true } }, async (request, reply) => {
    if (request.inbox.session) return reply.redirect(HOME, 303);
    const query = request.query as Record<string, unknown>;
    const notice: LoginNotice | undefined =
      query.notice === "signedOut" || query.notice === "sessionEnded" ? { kind: query.notice } : undefined;
    const next = safeInboxPath(query.next, "");
    return showLogin(request, reply, { notice, next: next || undefined });
  });

  inbox.post("/login", { config: { inboxPublic: true } }, async (request, reply) => {
    if (!sameOrigin(request, allowedOrigins)) return refuse(request, reply);
    const email = (field(request.body, "email") ?? "").trim().toLowerCase().slice(0, 254);
    const password = field(request.body, "password") ?? "";
    const next = safeInboxPath(field(request.body, "next"), "") || undefined;
    const expected = request.cookies[LOGIN_COOKIE];
    if (!expected || !sameToken(expected, field(request.body, "token")))
      return showLogin(request, reply, { status: 403, notice: { kind: "expired" }, email, next });

    const wait = await deps.throttle.retryAfter(email, request.ip);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      reply.header("Retry-After", String(Math.ceil(wait / 1000)));
      return showLogin(request, reply, { status: 429, notice: { kind: "throttled", minutes }, email, next });
    }

    const user = await verifiedAccount(deps.db, email, password);
    if (!user) {
      await deps.throttle.fail(email, request.ip);
      return showLogin(request, reply, { status: 401, notice: { kind: "failed" }, email, next });
    }

    await deps.throttle.forgive(email, request.ip);
    // A new id at each sign-in: a session id planted before sign-in is worth nothing after it.
    await deleteSession(deps.db, request.inbox.sessionId);
    const session = await createSession(deps.db, user.id, deps.times);
    reply.setCookie(SESSION_COOKIE, session.id, { ...cookie, expires: session.expiresAt });
    reply.clearCookie(LOGIN_COOKIE, cookie);
    return reply.redirect(next ?? HOME, 303);
  });

  inbox.post("/logout", { preHandler: checkForgery(allowedOrigins) }, async (request, reply) => {
    await deleteSession(deps.db, request.inbox.sessionId);
    reply.clearCookie(SESSION_COOKIE, cookie);
    return reply.redirect("/inbox/login?notice=signedOut", 303);
  });
}
