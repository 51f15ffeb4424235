import { coOwnershipLaw, NOT_FOUND } from "#core/content/co-ownership-law";
import { dateFormat } from "#core/i18n/dates";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { pageLoader } from "#app/routing/page-loader.server";
import type { RuleView } from "./law-rules";

/**
 * The rules a tool page cites, as its loader sends them (decision 037): article, sources and quotes
 * from core/content/co-ownership-law.ts, so the law's data file never reaches the page's JavaScript;
 * the dates the sources were read written in the page's language.
 */
export function ruleViews(ids: readonly string[], code: LocaleCode): RuleView[] {
  const { intl } = getLocale(code);
  return ids.flatMap((id) => {
    const citation = coOwnershipLaw.find((entry) => entry.id === id);
    if (!citation) return [];
    return [
      {
        id,
        law: citation.law,
        article: citation.article === NOT_FOUND ? null : citation.article,
        hasNote: citation.note !== undefined,
        alternatives: citation.disputed?.alternatives.length ?? 0,
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

/**
 * Whether a message of `tools.json` is one the rule cards need for these rules: the cards' own
 * words, each text's name, and each rule's wording, note and disputed versions.
 */
export function keepRuleMessages(ids: readonly string[]) {
  const wanted = new Set(ids);
  return (key: string) => {
    if (key.startsWith("tools.rules.") || key.startsWith("tools.law.")) return true;
    const rule = /^tools\.rule\.([\w-]+)(?:\.(?:note|alt\d+))?$/.exec(key);
    return rule !== null && wanted.has(rule[1] ?? "");
  };
}

/**
 * The loader of a toolbox page that cites rules: the `tools` copy it shows (`shows`: by default
 * every message under its prefix), what the rule cards of `ruleIds` need, its head from
 * `<prefix>.meta.*`, and the rules as data (ruleViews).
 */
export function rulesPageLoader(
  prefix: "tools.charges" | "tools.assembly" | "tools.templates",
  ruleIds: readonly string[],
  shows = (key: string) => key.startsWith(`${prefix}.`),
) {
  const keepRules = keepRuleMessages(ruleIds);
  const page = pageLoader({
    namespaces: ["tools"],
    keep: { tools: (key) => shows(key) || keepRules(key) },
    head: () => ({ title: `${prefix}.meta.title`, description: `${prefix}.meta.description` }),
  });
  return (args: { request: Request }) => {
    const data = page(args);
    return { ...data, rules: ruleViews(ruleIds, data.head.locale) };
  };
}
