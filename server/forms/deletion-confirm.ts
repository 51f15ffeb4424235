import type { FastifyInstance } from "fastify";
import { isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import type { Database } from "#server/db/client";
import type { MailContext } from "#server/mail/context";
import { confirmPath, confirmToken, inspectToken, type TokenState } from "./deletion-store";
import { confirmAskPage, confirmResultPage } from "./answer-pages";
import { requestLocale, wantsHtml } from "./request-locale";

type Options = {
  db: Database;
  context: MailContext;
  stylesheets: readonly string[];
  now: () => Date;
  stored: () => void;
};

const tokenOf = (value: unknown) => (typeof value === "string" && /^[\w-]{20,100}$/.test(value) ? value : "");

/**
 * The link in the e-mail opens a page (GET changes nothing: mail scanners open links) whose button
 * confirms (POST). Both answer in the requester's language; JSON clients get JSON.
 */
export function registerDeletionConfirmation(scope: FastifyInstance, options: Options) {
  const rateLimit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };
  const localeOf = (state: TokenState, fallback: LocaleCode) =>
    state.state !== "invalid" && isLocaleCode(state.locale) ? state.locale : fallback;

  scope.get(confirmPath, rateLimit, async (request, reply) => {
    const token = tokenOf((request.query as Record<string, unknown>).token);
    const state = token
      ? await inspectToken(options.db, token, options.now())
      : ({ state: "invalid" } as const);
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    if (!wantsHtml(request))
      return reply.code(state.state === "invalid" ? 404 : 200).send({ state: state.state });
    const pageOptions = { locale: localeOf(state, requestLocale(request)), stylesheets: options.stylesheets };
    reply.type("text/html; charset=utf-8");
    if (state.state === "valid") return reply.send(confirmAskPage(state, token, confirmPath, pageOptions));
    const status = state.state === "invalid" ? 404 : state.state === "expired" ? 410 : 200;
    return reply.code(status).send(confirmResultPage(state, pageOptions));
  });

  scope.post(confirmPath, { ...rateLimit, bodyLimit: 4096 }, async (request, reply) => {
    const token = tokenOf((request.body as Record<string, unknown> | undefined)?.token);
    const state = token
      ? await confirmToken(options.db, token, options.now(), options.context)
      : ({ state: "invalid" } as const);
    if (state.state === "valid") {
      options.stored();
      request.log.info({ reference: state.reference }, "deletion request confirmed");
    }
    const status =
      state.state === "valid" ? 200 : state.state === "used" ? 409 : state.state === "expired" ? 410 : 404;
    reply.code(status).header("Cache-Control", "no-store");
    if (!wantsHtml(request))
      return reply.send({ state: state.state === "valid" ? "confirmed" : state.state });
    const pageOptions = { locale: localeOf(state, requestLocale(request)), stylesheets: options.stylesheets };
    return reply.type("text/html; charset=utf-8").send(confirmResultPage(state, pageOptions));
  });
}
