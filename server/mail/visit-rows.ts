import type { Attribution } from "#core/attribution/schema";
import type { LocaleCode } from "#core/i18n/locales";
import { visitValues } from "#server/inbox/records/fields";
import { inboxUi } from "#server/inbox/view/inbox-language";

/**
 * Where a lead's visit came from, as rows of the team's notification (decision 055): labelled and
 * worded as the inbox shows them, in the team's language; what is not known is left out, except who
 * recorded it (which says why the rest may be missing).
 */
export function visitRows(attribution: Attribution | undefined, teamLocale: LocaleCode): [string, string][] {
  if (!attribution) return [];
  const ui = inboxUi(teamLocale);
  return visitValues.flatMap((field): [string, string][] => {
    const value = field.value(attribution, ui);
    return value ? [[ui.t(field.key), value]] : [];
  });
}
