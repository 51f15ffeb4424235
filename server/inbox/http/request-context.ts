import type { FastifyReply, FastifyRequest } from "fastify";
import type { LocaleCode } from "#core/i18n/locales";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { ActiveSession, SessionTimes } from "../auth/sessions";
import type { LoginThrottle } from "../auth/login-throttle";
import type { PageContext } from "../view/layout";
import { renderPage } from "../view/render";
import type { Ui } from "../view/inbox-language";
import type { ReactElement } from "react";

/** What the inbox's routes share: settings, storage, the sign-in throttle. */
export type InboxDeps = {
  db: Database;
  config: Config;
  times: SessionTimes;
  throttle: LoginThrottle;
  /** Cookies are Secure in production (HTTPS); plain HTTP works in development and tests. */
  secureCookies: boolean;
};

/** Set for each inbox request before its handler runs. */
export type InboxRequest = {
  ui: Ui;
  session: ActiveSession | null;
  /** The session id from the cookie (to end it at sign-out). */
  sessionId?: string;
};

declare module "fastify" {
  interface FastifyRequest {
    inbox: InboxRequest;
  }
  interface FastifyContextConfig {
    /** Answers without a session: the sign-in page and the stylesheet only. */
    inboxPublic?: boolean;
  }
}

export const SESSION_COOKIE = "inbox_session";
export const LOGIN_COOKIE = "inbox_login";
export const LANGUAGE_COOKIE = "inbox_ui";
export const LANGUAGE_PARAM = "ui";

/** The page's URL in another interface language (the choice is then kept in a cookie). */
export function languageHref(request: FastifyRequest) {
  return (code: LocaleCode) => {
    // The answer to a POST (a refusal) has no page to show again in another language.
    const here = request.method === "GET" || request.method === "HEAD" ? request.url : "/inbox";
    const url = new URL(here, "http://inbox.invalid");
    url.searchParams.set(LANGUAGE_PARAM, code);
    return `${url.pathname}${url.search}`;
  };
}

export function pageContext(request: FastifyRequest, extra: Partial<PageContext> = {}): PageContext {
  const { ui, session } = request.inbox;
  return {
    ui,
    languageHref: languageHref(request),
    session: session ? { name: session.user.name, csrfToken: session.csrfToken } : undefined,
    ...extra,
  };
}

/** The signed-in team member: every route but the public ones runs only with one (see plugin.ts). */
export function staff(request: FastifyRequest): ActiveSession {
  const session = request.inbox.session;
  if (!session) throw new Error("An inbox route ran without a session");
  return session;
}

export type SignedInContext = PageContext & { session: { name: string; csrfToken: string } };

export function signedInContext(request: FastifyRequest, extra: Partial<PageContext> = {}): SignedInContext {
  const { user, csrfToken } = staff(request);
  return { ...pageContext(request, extra), session: { name: user.name, csrfToken } };
}

export function sendPage(reply: FastifyReply, page: ReactElement, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").send(renderPage(page));
}

const PLACE = "http://inbox.invalid";

/**
 * Where to go after a POST: always a path of the inbox (never another site, nor another part of
 * this one). The path is resolved as a browser resolves it (`..`, `%2e%2e`, backslashes) and the
 * result is what is returned, so what was checked is where the browser goes.
 */
export function safeInboxPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACE);
  } catch {
    return fallback;
  }
  const inInbox = url.pathname === "/inbox" || url.pathname.startsWith("/inbox/");
  return url.origin === PLACE && inInbox ? `${url.pathname}${url.search}` : fallback;
}

/** A form field sent once (a repeated field counts as absent). */
export function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A form field that may be sent several times (checkboxes). */
export function fields(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
