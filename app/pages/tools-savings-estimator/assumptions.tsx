import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { SourceList, type SourceView } from "#app/ui/tools/source-list";
import { SourcedCards } from "#app/ui/tools/sourced-cards";

/** An assumption as the loader sends it: what the page shows of core/content/savings-assumptions.ts. */
export type AssumptionView =
  | {
      id: string;
      visitorInput: false;
      /** The value written in the page's language; `high` only when the source gives a range. */
      low: string;
      high?: string;
      sources: (SourceView & { quote: string })[];
    }
  | { id: string; visitorInput: true; reason: string };

/** Every assumption with its value and sources, or that the visitor gives it and why. */
export function Assumptions({ assumptions }: { assumptions: AssumptionView[] }) {
  const t = useT();
  return (
    <SourcedCards
      anchor="assumptions"
      title={t("tools.savings.assumptions.title")}
      intro={t("tools.savings.assumptions.intro")}
    >
      {assumptions.map((entry) => (
        <li
          key={entry.id}
          id={`assumption-${entry.id}`}
          data-assumption={entry.id}
          className="rounded-2xl border border-line bg-surface p-6"
        >
          <h3 className="text-lg font-bold">{t(familyKey(`tools.savings.assumption.${entry.id}`))}</h3>
          {entry.visitorInput ? (
            <p className="mt-2 text-pretty">{t(familyKey(`tools.savings.assumptions.${entry.reason}`))}</p>
          ) : (
            <>
              <p className="mt-2 text-xl font-semibold text-brand-strong tabular-nums" data-cell="value">
                {entry.high
                  ? t(familyKey(`tools.savings.unit.${entry.id}.range`), {
                      low: entry.low,
                      high: entry.high,
                    })
                  : t(familyKey(`tools.savings.unit.${entry.id}`), { value: entry.low })}
              </p>
              <p className="mt-3 text-sm text-muted text-pretty">
                {t(familyKey(`tools.savings.assumption.${entry.id}.note`))}
              </p>
              <SourceList
                heading={t("tools.savings.assumptions.sources")}
                consulted={(date) => t("tools.savings.assumptions.consulted", { date })}
                sources={entry.sources}
              />
            </>
          )}
        </li>
      ))}
    </SourcedCards>
  );
}
