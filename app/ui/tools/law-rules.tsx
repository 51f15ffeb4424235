import { useLoaderData } from "react-router";
import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { StaticPart } from "#app/ui/static-part";
import { SourceList, type SourceView } from "./source-list";
import { SourcedCards } from "./sourced-cards";

/** A rule as the loader sends it: what the page shows of core/content/co-ownership-law.ts. */
export type RuleView = {
  id: string;
  law: string;
  /** The article as the sources write it, or null when no source gives one. */
  article: string | null;
  hasNote: boolean;
  /** How many versions the sources give, when they disagree (0 when they agree). */
  alternatives: number;
  sources: SourceView[];
};

/**
 * The rules a tool relies on, their article (or that none was found), every version of a disputed
 * one, and their sources, under the page's own introduction if it has one. Shared by the toolbox's
 * pages; each rule's wording is a message of
 * `locales/*\/tools.json` (`tools.rule.<id>`), held to the law's data file by a test.
 */
export function LawRules({ rules, intro }: { rules: RuleView[]; intro?: string }) {
  const t = useT();
  return (
    <SourcedCards anchor="rules" title={t("tools.rules.title")} intro={intro ?? t("tools.rules.intro")}>
      {rules.map((rule) => {
        const law = t(familyKey(`tools.law.${rule.law}`));
        return (
          <li key={rule.id} className="rounded-2xl border border-line bg-surface p-6">
            <p className="text-sm font-semibold text-brand-strong">
              {rule.article === null
                ? t("tools.rules.notFound", { law })
                : t("tools.rules.article", { law, article: rule.article })}
            </p>
            <p className="mt-2 text-pretty">{t(familyKey(`tools.rule.${rule.id}`))}</p>
            {rule.alternatives > 0 && (
              <ul className="mt-3 space-y-2 border-s-2 border-accent ps-4">
                {Array.from({ length: rule.alternatives }, (_, index) => (
                  <li key={index} className="text-pretty">
                    {t(familyKey(`tools.rule.${rule.id}.alt${index + 1}`))}
                  </li>
                ))}
              </ul>
            )}
            {rule.hasNote && (
              <p className="mt-3 text-sm text-muted text-pretty">
                {t(familyKey(`tools.rule.${rule.id}.note`))}
              </p>
            )}
            <SourceList
              heading={t("tools.rules.sources")}
              consulted={(date) => t("tools.rules.consulted", { date })}
              sources={rule.sources}
            />
          </li>
        );
      })}
    </SourcedCards>
  );
}

/**
 * The rule cards as a part of a tool's page: the rules its loader (rulesPageLoader) gives, kept as
 * prerendered, and left out of print.
 */
export function ToolRules() {
  const { rules } = useLoaderData<{ rules: RuleView[] }>();
  return (
    <StaticPart className="contents print:hidden">
      <LawRules rules={rules} />
    </StaticPart>
  );
}
