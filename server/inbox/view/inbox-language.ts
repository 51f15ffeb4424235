import { formatDateTime } from "#core/i18n/dates";
import type { MessageKey } from "#core/i18n/keys";
import { defaultLocale, getLocale, isLocaleCode, type Locale, type LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import { TEAM_TIME_ZONE } from "../records/days";

/**
 * The inbox's language: its copy (locales/{code}/inbox.json) and the formats of its dates and
 * numbers. French unless the team member chose another language.
 */
export type InboxKey = Extract<MessageKey, `inbox.${string}`>;
/** The forms' own labels (roles, subjects, time slots) are reused: the team reads what visitors chose. */
type FormsKey = Extract<MessageKey, `forms.${string}`>;

export type Ui = {
  locale: Locale;
  t: (key: InboxKey | FormsKey, values?: Record<string, unknown>) => string;
  /** Date and time in Casablanca, as the team lives them. */
  dateTime: (date: Date) => string;
  /** A language or a country, by its code (fr, MA), named in the inbox's language. */
  languageName: (code: string) => string;
  countryName: (code: string) => string;
};

const cache = new Map<LocaleCode, Ui>();

function named(intl: string, type: "language" | "region") {
  const names = new Intl.DisplayNames([intl], { type, fallback: "code" });
  return (code: string) => {
    let name: string;
    try {
      name = names.of(code) ?? code;
    } catch {
      name = code;
    }
    // French names languages in lower case ("français"); a label starts with a capital.
    return name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
  };
}

export function inboxUi(code: unknown): Ui {
  const locale = isLocaleCode(code) ? getLocale(code) : defaultLocale;
  const cached = cache.get(locale.code);
  if (cached) return cached;
  const dateTime = new Intl.DateTimeFormat(locale.intl, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TEAM_TIME_ZONE,
  });
  const ui: Ui = {
    locale,
    t: copyTranslator(locale.code, ["inbox", "forms"]),
    dateTime: (date) => formatDateTime(dateTime, date),
    languageName: named(locale.intl, "language"),
    countryName: named(locale.intl, "region"),
  };
  cache.set(locale.code, ui);
  return ui;
}
