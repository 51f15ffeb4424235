import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLocaleCode } from "#core/i18n/locales";
import type { Config } from "#server/config";
import { bookingContext } from "#server/booking/context";
import type { Database } from "#server/db/client";
import { registerStrictBodyParsers } from "#server/forms/body-parsers";
import type { LeadWebhook } from "#server/webhook/target";
import { LoginThrottle } from "./auth/login-throttle";
import { readSession } from "./auth/sessions";
import { registerAudienceRoutes } from "./audience/routes";
import { registerAssets } from "./http/assets";
import { registerLoginRoutes } from "./http/login-routes";
import { registerQueueRoutes } from "./http/queue-routes";
import { registerRecordRoutes } from "./http/record-routes";
import { registerAgendaRoutes } from "./agenda/routes";
import { registerPresenterRoutes } from "./presenters/routes";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  SESSION_COOKIE,
  pageContext,
  sendPage,
  type InboxDeps,
} from "./http/request-context";
import { MessagePage } from "./view/message-page";
import { inboxUi } from "./view/inbox-language";

const HOUR_MS = 60 * 60 * 1000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The team's inbox at /inbox (docs/inbox.md): server-rendered pages behind a sign-in, never
 * prerendered, never indexed, never cached. Nothing of it reaches the public site's pages.
 */
export async function registerInbox(
  app: FastifyInstance,
  config: Config,
  { db, webhook }: { db: Database; webhook?: LeadWebhook },
) {
  const deps: InboxDeps = {
    db,
    config,
    times: {
      idleMs: config.INBOX_SESSION_IDLE_HOURS * HOUR_MS,
      absoluteMs: config.INBOX_SESSION_MAX_HOURS * HOUR_MS,
    },
    throttle: new LoginThrottle(db, {
      maxFailures: config.INBOX_LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: config.INBOX_LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.INBOX_LOGIN_WINDOW_MINUTES * 60_000,
    }),
    secureCookies: config.NODE_ENV === "production",
  };
  // Moving or cancelling a demo tells its visitor and the CRM, as the booking's own links do.
  const booking = await bookingContext(db, config, webhook);
  // Behind a proxy the public origin can differ from what the service sees; SERVICE_URL names it.
  const allowedOrigins = config.SERVICE_URL ? [new URL(config.SERVICE_URL).origin] : [];

  await app.register(
    async (inbox) => {
      // Its forms as the public forms are read: UTF-8 only, nothing decoded into U+FFFD (decision 047).
      registerStrictBodyParsers(inbox, app.initialConfig.bodyLimit ?? 1_048_576);
      if (!inbox.hasRequestDecorator("cookies")) await inbox.register(cookie);
      inbox.decorateRequest("inbox", null as unknown as FastifyRequest["inbox"]);
      inbox.addHook("onRequest", (request, reply) => prepare(request, reply, deps));
      registerAssets(inbox, config.SITE_DIR);
      registerLoginRoutes(inbox, deps, allowedOrigins);
      registerQueueRoutes(inbox, deps, allowedOrigins);
      registerRecordRoutes(inbox, deps, allowedOrigins);
      registerPresenterRoutes(inbox, deps, allowedOrigins);
      registerAgendaRoutes(inbox, deps, allowedOrigins, booking);
      registerAudienceRoutes(inbox, deps);
    },
    { prefix: "/inbox" },
  );
}

/** Before every inbox route: headers, language, session — and no session, no page. */
async function prepare(request: FastifyRequest, reply: FastifyReply, deps: InboxDeps) {
  reply.header("Cache-Control", "no-store");
  reply.header("X-Robots-Tag", "noindex, nofollow");
  const cookieOptions = {
    path: "/inbox",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: deps.secureCookies,
  };

  const chosen = (request.query as Record<string, unknown>)[LANGUAGE_PARAM];
  if (isLocaleCode(chosen))
    reply.setCookie(LANGUAGE_COOKIE, chosen, { ...cookieOptions, maxAge: YEAR_SECONDS });
  const ui = inboxUi(isLocaleCode(chosen) ? chosen : request.cookies[LANGUAGE_COOKIE]);

  const sessionId = request.cookies[SESSION_COOKIE];
  const session = await readSession(deps.db, sessionId, deps.times);
  if (session?.renewedUntil && sessionId)
    reply.setCookie(SESSION_COOKIE, sessionId, { ...cookieOptions, expires: session.renewedUntil });
  request.inbox = { ui, session, sessionId };

  if (session || request.routeOptions.config.inboxPublic) return;
  if (sessionId) reply.clearCookie(SESSION_COOKIE, cookieOptions);
  if (request.method === "GET" || request.method === "HEAD") {
    const params = new URLSearchParams({ next: request.url });
    if (sessionId) params.set("notice", "sessionEnded");
    return reply.redirect(`/inbox/login?${params}`, 303);
  }
  const { t } = ui;
  return sendPage(
    reply,
    MessagePage({
      context: pageContext(request),
      title: t("inbox.login.title"),
      message: t("inbox.login.sessionEnded"),
    }),
    401,
  );
}
