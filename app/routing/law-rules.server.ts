import { coOwnershipLaw, NOT_FOUND } from "#core/content/co-ownership-law";
import { dateFormat } from "#core/i18n/dates";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import type { RuleView } from "#app/ui/law-rules";

/**
 * Runs at build time, in a page's loader: the rules of core/content/co-ownership-law.ts the page
 * cites, in its order, with their sources as data (the law's data file never reaches a page's
 * JavaScript) and the dates they were read written in the page's language. `messageKey` names the
 * message that words each rule on that page.
 */
export function ruleViews(
  ids: readonly string[],
  locale: LocaleCode,
  messageKey: (id: string) => string,
): RuleView[] {
  const { intl } = getLocale(locale);
  return ids.flatMap((id) => {
    const citation = coOwnershipLaw.find((entry) => entry.id === id);
    if (!citation) return [];
    return [
      {
        id,
        key: messageKey(id),
        law: citation.law,
        article: citation.article === NOT_FOUND ? null : citation.article,
        hasNote: citation.note !== undefined,
        sources: citation.sources.map((source) => ({
          url: source.url,
          title: source.title,
          ...(source.quote && { quote: source.quote }),
          consulted: dateFormat(intl, "date").format(new Date(`${source.consulted}T12:00:00Z`)),
        })),
      },
    ];
  });
}
