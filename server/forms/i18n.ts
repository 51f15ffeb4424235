import type { LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import type { Translate } from "#core/i18n/translator";

export type ServerTranslate = Translate;

/**
 * The `forms` copy in one language, for what the service writes itself: its answers, its pages and
 * its e-mails. Same ICU messages and number formats as the pages.
 */
export function translator(code: LocaleCode): ServerTranslate {
  return copyTranslator(code, ["forms"]);
}
