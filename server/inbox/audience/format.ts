import { formatNumber, formatPercent } from "#core/i18n/numbers";
import type { Ui } from "../view/inbox-language";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The Audience page's figures as the inbox's language writes them. */
export const fmt = {
  number: (ui: Ui, value: number) => formatNumber(value, ui.locale.numberIntl),
  percent: (ui: Ui, value: number | null) =>
    value === null ? "–" : formatPercent(value, ui.locale.numberIntl),
  /** A day of the counts (`YYYY-MM-DD`, a calendar date): "12 mai". */
  day: (ui: Ui, day: string) => {
    let format = dayFormats.get(ui.locale.intl);
    if (!format) {
      format = new Intl.DateTimeFormat(ui.locale.intl, { day: "numeric", month: "long", timeZone: "UTC" });
      dayFormats.set(ui.locale.intl, format);
    }
    return format.format(new Date(`${day}T00:00:00Z`));
  },
};
