import { setupI18n, type Messages } from "@lingui/core";
import type { MessageKey } from "./keys";
import type { Locale } from "./locales";

export type Translate<Key extends string = MessageKey> = (
  key: Key,
  values?: Record<string, unknown>,
) => string;

/**
 * The one way copy becomes text, in the page, the service's answers, its e-mails and the inbox:
 * ICU messages in one language, with that language's plural rules and number formats.
 */
export function createTranslator<Key extends string = MessageKey>(
  locale: Locale,
  messages: Messages,
): Translate<Key> {
  const i18n = setupI18n({ locale: locale.numberIntl, messages: { [locale.numberIntl]: messages } });
  return (key, values) => i18n._(key, values);
}
