import {
  articleIn,
  notFound,
  NOT_FOUND,
  shownCitation,
  type NotFoundId,
} from "#core/content/co-ownership-law";
import { dateFormat } from "#core/i18n/dates";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { pageLoader } from "#app/routing/page-loader.server";
import type { RuleView } from "./law-rules";

/**
 * The rules a tool page cites, as its loader sends them (decisions 037, 054): article (as the text
 * of the page's language numbers it), status, sources and quotes from
 * core/content/co-ownership-law.ts, so the law's data file never reaches the page's JavaScript;
 * the dates the sources were read written in the page's language. A rule whose text was not
 * found is not among them (see `missingRules`).
 */
export function ruleViews(ids: readonly string[], code: LocaleCode): RuleView[] {
  const { intl } = getLocale(code);
  return ids.flatMap((id) => {
    const citation = shownCitation(id);
    if (!citation) return [];
    return [
      {
        id,
        law: citation.law,
        status: citation.status === "unverified" ? "in-force" : citation.status,
        article: citation.article === NOT_FOUND ? null : articleIn(citation.article, code),
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

/** The rules of `ids` whose text was not found: the tool's collapsed note names them. */
export function missingRules(ids: readonly string[]): NotFoundId[] {
  return notFound.filter((id) => ids.includes(id));
}

/**
 * Whether a message of `tools.json` is one the rule cards need for these rules: the cards' own
 * words, each text's name, each rule's wording and note, and the note's line for each rule not found.
 */
export function keepRuleMessages(ids: readonly string[]) {
  const wanted = new Set(ids);
  return (key: string) => {
    const missing = /^tools\.rules\.missing\.([\w-]+)$/.exec(key);
    if (missing) return wanted.has(missing[1] ?? "");
    if (key.startsWith("tools.rules.") || key.startsWith("tools.law.")) return true;
    const rule = /^tools\.rule\.([\w-]+)(?:\.note)?$/.exec(key);
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
    return { ...data, rules: ruleViews(ruleIds, data.head.locale), missingRules: missingRules(ruleIds) };
  };
}
