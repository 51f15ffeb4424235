import { timeSlots, timeZone } from "#app/forms/demo/time-slots";
import { formatSlotHours } from "#app/forms/demo/time-slots";
import type { MessageKey } from "#app/i18n/keys";
import { getLocale, type LocaleCode } from "#app/i18n/locales";
import { translator } from "#server/api/i18n";

/** How stored values read in an e-mail written in `code`. */
export function display(code: LocaleCode) {
  const t = translator(code);
  const { intl, numberIntl } = getLocale(code);
  return {
    t,
    country: (iso: string) => new Intl.DisplayNames([intl], { type: "region" }).of(iso) ?? iso,
    language: (language: string) => getLocale(language as LocaleCode).label,
    number: (value: number) => new Intl.NumberFormat(numberIntl).format(value),
    date: (value: Date) =>
      new Intl.DateTimeFormat(intl, { dateStyle: "long", timeStyle: "short", timeZone }).format(value),
    slots: (ids: readonly string[]) =>
      ids
        .map((id) => timeSlots.find((slot) => slot.id === id))
        .filter((slot) => slot !== undefined)
        .map((slot) => `${t(`forms.demo.slot.${slot.id}` as MessageKey)} (${formatSlotHours(slot, intl)})`)
        .join("\n"),
    none: t("forms.mail.team.none"),
  };
}
