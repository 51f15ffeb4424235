import type { FastifyRequest } from "fastify";
import { defaultLocale, isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import { localeFromPath } from "#core/paths/localize";
import { transportFields } from "#core/forms/endpoints";

/**
 * The visitor's language: the form's hidden `lang` field, else `?lang=`, else the language of the
 * page the form was on (Referer), else Accept-Language, else French. Works before the body is read
 * too (for errors such as a body too large).
 */
export function requestLocale(request: FastifyRequest): LocaleCode {
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === "object" ? body[transportFields.lang] : undefined;
  if (isLocaleCode(fromBody)) return fromBody;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocaleCode(fromQuery)) return fromQuery;
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === request.headers.host) return localeFromPath(url.pathname).code;
    } catch {
      // Not a URL: ignore it.
    }
  }
  const accepted = String(request.headers["accept-language"] ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocaleCode) ?? defaultLocale.code;
}

/** A browser's native form post expects a page; scripts and API clients get JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? "");
  return /\btext\/html\b/.test(accept) && !/^application\/json/.test(accept);
}
