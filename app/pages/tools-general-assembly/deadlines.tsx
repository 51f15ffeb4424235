import type { ReactNode } from "react";
import {
  articleIn,
  getCitation,
  NOT_FOUND,
  type Citation,
  type Source,
} from "#core/content/co-ownership-law";
import {
  addDays,
  assemblyDeadlines,
  DELIVERY_MARGIN_DAYS,
  type CalendarDate,
  type Deadline,
} from "#core/tools/assembly-deadlines";
import { familyKey } from "#core/i18n/keys";
import { useLocale, useT, type Translate } from "#app/i18n/use-t";
import { longDate } from "./format";

/**
 * "Loi 18-00 modifiée par la loi 106-12, article 16" (in Arabic, the article as the Arabic text
 * numbers it: "16 مكرر 2"), or that no source gives the article.
 */
function articleLine(t: Translate, citation: Citation, language: string): string {
  const law = t(`tools.law.${citation.law}`);
  return citation.article === NOT_FOUND
    ? t("tools.rules.notFound", { law })
    : t("tools.rules.article", { law, article: articleIn(citation.article, language) });
}

function Sources({ sources }: { sources: Source[] }) {
  const t = useT();
  return (
    <div className="mt-3 text-sm">
      <p className="font-semibold">{t("tools.rules.sources")}</p>
      <ul className="mt-1 space-y-1 text-muted">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener" className="font-medium text-ink underline underline-offset-4">
              {/* A title keeps its own language's direction: a French title in an Arabic page. */}
              <bdi>{source.title}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One deadline's frame: its article, its date as a heading, what the rule says and its sources. */
function DeadlineCard({
  deadline,
  title,
  children,
}: {
  deadline: Deadline;
  title: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { code } = useLocale();
  const citation = getCitation(deadline.citationId);
  if (!citation) return null;
  return (
    <li data-deadline={deadline.id} className="rounded-2xl border border-line bg-surface p-5">
      <p data-article className="text-sm font-semibold text-brand-strong">
        {articleLine(t, citation, code)}
      </p>
      <h4 className="mt-1 text-lg font-bold text-balance">{title}</h4>
      {children}
      {citation.note && (
        <p className="mt-3 text-sm text-muted text-pretty">
          {t(familyKey(`tools.rule.${citation.id}.note`))}
        </p>
      )}
      {!citation.disputed && citation.sources.length > 0 && <Sources sources={citation.sources} />}
    </li>
  );
}

/**
 * The meeting's deadlines (core/tools/assembly-deadlines.ts), each with its article from the
 * law's data file: the notices' latest day and our suggested margin, and the minutes'
 * notification.
 */
export function Deadlines({ date }: { date: CalendarDate }) {
  const t = useT();
  const { intl } = useLocale();
  const format = (day: CalendarDate) => longDate(day, intl);
  const [send, minutes] = assemblyDeadlines(date);
  return (
    <ol className="mt-4 space-y-4">
      {send?.date && (
        <DeadlineCard deadline={send} title={t("tools.assembly.deadlines.send", { date: format(send.date) })}>
          <p className="mt-2 text-pretty">{t("tools.rule.convocation-notice")}</p>
          <p data-margin className="mt-3 rounded-xl bg-sunken p-3 text-pretty">
            {t("tools.assembly.deadlines.margin", {
              date: format(addDays(send.date, -DELIVERY_MARGIN_DAYS)),
            })}
          </p>
        </DeadlineCard>
      )}
      {minutes && (
        <DeadlineCard deadline={minutes} title={t("tools.assembly.deadlines.minutes")}>
          {minutes.date && (
            <p className="mt-1 font-bold">
              {t("tools.assembly.deadlines.by", { date: format(minutes.date) })}
            </p>
          )}
          <p className="mt-2 text-pretty">{t("tools.rule.minutes-notification")}</p>
        </DeadlineCard>
      )}
    </ol>
  );
}
