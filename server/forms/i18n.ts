import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageKey } from "#app/i18n/keys";
import { getLocale, type LocaleCode } from "#app/i18n/locales";
import { sourceMessages } from "#app/i18n/messages.server";

export type ServerTranslate = (key: MessageKey, values?: Record<string, unknown>) => string;

const cache = new Map<LocaleCode, ServerTranslate>();

/**
 * The `forms` copy in one language, for what the service writes itself: its answers, its pages and
 * its e-mails. Same ICU messages and number formats as the pages.
 */
export function translator(code: LocaleCode): ServerTranslate {
  const cached = cache.get(code);
  if (cached) return cached;
  const locale = getLocale(code);
  const messages = Object.fromEntries(
    Object.entries(sourceMessages(code, "forms")).map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale: locale.numberIntl, messages: { [locale.numberIntl]: messages } });
  const translate: ServerTranslate = (key, values) => i18n._(key, values);
  cache.set(code, translate);
  return translate;
}
