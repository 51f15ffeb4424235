import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";

/** A rule as a page's loader sends it (app/routing/law-rules.server.ts): what a page shows of core/content/co-ownership-law.ts. */
export type RuleView = {
  id: string;
  /** The message wording the rule in the page's language; its note, if any, is `${key}.note`. */
  key: string;
  law: string;
  /** The article as the sources write it, or null when no source gives one. */
  article: string | null;
  hasNote: boolean;
  sources: { url: string; title: string; quote?: string; consulted: string }[];
};

/**
 * The rules a tool relies on, their article (or that none was found) and their sources, under the
 * page's own introduction. The laws' names and the cards' labels are the `tools.charges.rules.*`
 * and `tools.charges.law.*` messages, which every page of the toolbox that cites rules carries.
 */
export function LawRules({ rules, intro }: { rules: RuleView[]; intro: string }) {
  const t = useT();
  return (
    <Section
      id="rules-title"
      anchor="rules"
      title={t("tools.charges.rules.title")}
      className="container-page pt-14 md:pt-20"
    >
      <p className="mt-4 max-w-3xl text-lg text-muted text-pretty">{intro}</p>
      <ul className="mt-8 grid gap-4 lg:grid-cols-2">
        {rules.map((rule) => {
          const law = t(`tools.charges.law.${rule.law}` as MessageKey);
          return (
            <li key={rule.id} className="rounded-2xl border border-line bg-surface p-6">
              <p className="text-sm font-semibold text-brand-strong">
                {rule.article === null
                  ? t("tools.charges.rules.notFound", { law })
                  : t("tools.charges.rules.article", { law, article: rule.article })}
              </p>
              <p className="mt-2 text-pretty">{t(rule.key as MessageKey)}</p>
              {rule.hasNote && (
                <p className="mt-3 text-sm text-muted text-pretty">{t(`${rule.key}.note` as MessageKey)}</p>
              )}
              <p className="mt-4 text-sm font-semibold">{t("tools.charges.rules.sources")}</p>
              <ul className="mt-1 space-y-2 text-sm text-muted">
                {rule.sources.map((source) => (
                  <li key={source.url}>
                    <a
                      href={source.url}
                      rel="noopener"
                      className="font-medium text-ink underline underline-offset-4"
                    >
                      {source.title}
                    </a>{" "}
                    ({t("tools.charges.rules.consulted", { date: source.consulted })})
                    {source.quote && (
                      <q className="mt-1 block text-pretty" dir="auto">
                        {source.quote}
                      </q>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
