import type { LocaleCode } from "./locales";
import { copyTranslator } from "./messages";
import type { Translate } from "./translator";

/**
 * The `forms` copy in one language, for what the service writes itself: its answers, its pages and
 * its e-mails. Same ICU messages and number formats as the pages.
 */
export function formsTranslator(code: LocaleCode): Translate {
  return copyTranslator(code, ["forms"]);
}
