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
  /** In force (its article's text was read), reported by the press (a decree), or a pending bill. */
  status: "in-force" | "press-reported" | "pending";
  /** The article as the text of the page's language numbers it, or null for a decree or a bill. */
  article: string | null;
  hasNote: boolean;
  sources: SourceView[];
};

/** The card's first line: the law and its article, or what kind of text it is when it is not law in force. */
function citationLine(t: ReturnType<typeof useT>, rule: RuleView): string {
  const law = t(familyKey(`tools.law.${rule.law}`));
  if (rule.status === "pending") return t("tools.rules.pending", { law });
  if (rule.status === "press-reported") return t("tools.rules.pressReported", { law });
  return rule.article === null ? law : t("tools.rules.article", { law, article: rule.article });
}

/**
 * What was looked for and not found in a primary text, once per tool and collapsed: where the
 * texts were read, and the rules the tool therefore does not state (`tools.rules.missing.<id>`).
 */
export function MissingRules({ ids }: { ids: readonly string[] }) {
  const t = useT();
  if (ids.length === 0) return null;
  return (
    <details data-missing-rules className="mt-6 max-w-3xl rounded-2xl border border-line bg-surface p-5">
      <summary className="cursor-pointer font-semibold">{t("tools.rules.checked.summary")}</summary>
      <p className="mt-3 text-sm text-pretty">{t("tools.rules.checked.where")}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-muted">
        {ids.map((id) => (
          <li key={id}>{t(familyKey(`tools.rules.missing.${id}`))}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The rules a tool relies on, each citing its article in the law's text (a decree the press
 * reports and a pending bill say so), and their sources, under the page's own introduction if it
 * has one; then, collapsed, what was looked for and not found. Shared by the toolbox's pages; each
 * rule's wording is a message of `locales/*\/tools.json` (`tools.rule.<id>`), held to the law's
 * data file by a test.
 */
export function LawRules({
  rules,
  missing = [],
  intro,
}: {
  rules: RuleView[];
  missing?: readonly string[];
  intro?: string;
}) {
  const t = useT();
  return (
    <SourcedCards
      anchor="rules"
      title={t("tools.rules.title")}
      intro={intro ?? t("tools.rules.intro")}
      after={<MissingRules ids={missing} />}
    >
      {rules.map((rule) => {
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-status={rule.status}
            className="rounded-2xl border border-line bg-surface p-6"
          >
            <p className="text-sm font-semibold text-brand-strong">{citationLine(t, rule)}</p>
            <p className="mt-2 text-pretty">{t(familyKey(`tools.rule.${rule.id}`))}</p>
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
  const { rules, missingRules } = useLoaderData<{ rules: RuleView[]; missingRules: string[] }>();
  return (
    <StaticPart className="contents print:hidden">
      <LawRules rules={rules} missing={missingRules} />
    </StaticPart>
  );
}
