import { timeSlots, timeZone } from "#core/forms/demo/time-slots";
import { formatDateTime } from "#core/i18n/dates";
import { isolate } from "#core/i18n/isolate";
import { familyKey } from "#core/i18n/keys";
import { formatSlotHours } from "#core/forms/demo/time-slots";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import type { FormId } from "#core/forms/endpoints";
import { formsTranslator } from "#core/i18n/forms-translator";

function build(code: LocaleCode) {
  const t = formsTranslator(code);
  const { intl, numberIntl, dir } = getLocale(code);
  // Formatters are costly to create and are the same for every e-mail in a language.
  const regions = new Intl.DisplayNames([intl], { type: "region" });
  const languages = new Intl.DisplayNames([intl], { type: "language" });
  const languageName = (language: string) => languages.of(language) ?? language;
  const numbers = new Intl.NumberFormat(numberIntl);
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeStyle: "short", timeZone });
  return {
    t,
    country: (iso: string) => regions.of(iso) ?? iso,
    /** A language named in the e-mail's language, as a sentence writes it: "en français", "in French". */
    language: languageName,
    /** The same name standing alone, as a value of the summary: "Français", "French", "الفرنسية". */
    languageLabel: (language: string) => {
      const name = languageName(language);
      return name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
    },
    /** A left-to-right value (phone, e-mail, reference) kept whole inside a right-to-left sentence. */
    ltr: (value: string) => (dir === "rtl" ? isolate(value) : value),
    number: (value: number) => numbers.format(value),
    date: (value: Date) => formatDateTime(dates, value),
    slots: (ids: readonly string[]) =>
      ids
        .map((id) => timeSlots.find((slot) => slot.id === id))
        .filter((slot) => slot !== undefined)
        .map((slot) => `${t(`forms.demo.slot.${slot.id}`)} (${formatSlotHours(slot, intl)})`)
        .join("\n"),
    none: t("forms.mail.team.none"),
    /** A form's fields as rows of a summary: each value after its label (`forms.<form>.<field>.label`). */
    rows: (form: FormId, values: Record<string, string>): [string, string][] =>
      Object.entries(values).map(([field, value]) => [t(familyKey(`forms.${form}.${field}.label`)), value]),
  };
}

const built = new Map<LocaleCode, ReturnType<typeof build>>();

/** How stored values read in an e-mail written in `code`. */
export function display(code: LocaleCode) {
  let values = built.get(code);
  if (!values) built.set(code, (values = build(code)));
  return values;
}
