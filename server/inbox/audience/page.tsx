import { Layout, type PageContext } from "../view/layout";
import type { Ui } from "../view/inbox-language";
import { isEmpty, type Figures } from "./figures";
import { fmt } from "./format";
import { PRESETS, periodQuery, type Period } from "./period";
import { Daily, Lists, PathToLead } from "./sections";

/**
 * The Audience page (issue 33 §3): the period picker, then each list as a chart and its table, then
 * the path from a visit to a lead. Server-rendered, no script: the picker is a GET form.
 */
function PeriodForm({ ui, period }: { ui: Ui; period: Period }) {
  const { t } = ui;
  return (
    <form method="get" action="/inbox/audience" className="ib-card au-period">
      <fieldset className="au-presets">
        <legend>{t("inbox.audience.period")}</legend>
        {PRESETS.map((days) => (
          <label key={days} className="au-choice">
            <input type="radio" name="days" value={days} defaultChecked={period.preset === days} />
            {t("inbox.audience.lastDays", { count: days })}
          </label>
        ))}
        <label className="au-choice">
          <input type="radio" name="days" value="custom" defaultChecked={!period.preset} />
          {t("inbox.audience.custom")}
        </label>
      </fieldset>
      <div className="au-dates">
        <label className="ib-field">
          {t("inbox.filters.from")}
          <input type="date" name="from" defaultValue={period.from} />
        </label>
        <label className="ib-field">
          {t("inbox.filters.to")}
          <input type="date" name="to" defaultValue={period.to} />
        </label>
      </div>
      <p className="ib-hint au-hint">{t("inbox.audience.customHint")}</p>
      <button type="submit" className="ib-button">
        {t("inbox.audience.show")}
      </button>
    </form>
  );
}

function Totals({ ui, figures }: { ui: Ui; figures: Figures }) {
  const { t } = ui;
  const { totals } = figures;
  const items: [string, string][] = [
    [t("inbox.audience.visits"), fmt.number(ui, totals.visits)],
    [t("inbox.audience.views"), fmt.number(ui, totals.views)],
    [t("inbox.audience.leads"), fmt.number(ui, totals.leads)],
    [t("inbox.audience.rate"), fmt.percent(ui, totals.visits ? totals.leads / totals.visits : null)],
  ];
  return (
    <dl className="au-totals" data-totals="">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AudiencePage({
  context,
  period,
  figures,
}: {
  context: PageContext;
  period: Period;
  figures: Figures;
}) {
  const { ui } = context;
  const { t } = ui;
  const title = t("inbox.audience.title");
  const range = t("inbox.audience.range", { from: fmt.day(ui, period.from), to: fmt.day(ui, period.to) });
  return (
    <Layout {...context} title={title}>
      <div className="ib-list-head">
        <h1>{title}</h1>
        <p className="ib-count">
          {range} ·{" "}
          <a href={`/inbox/audience/export.xlsx${periodQuery(period)}`} download>
            {t("inbox.audience.export")}
          </a>
        </p>
      </div>
      <PeriodForm ui={ui} period={period} />
      {isEmpty(figures) ? (
        <p className="ib-notice au-empty" data-empty="">
          {t("inbox.audience.empty")}
        </p>
      ) : (
        <>
          <Totals ui={ui} figures={figures} />
          <Daily ui={ui} figures={figures} />
          <Lists ui={ui} figures={figures} />
          <PathToLead ui={ui} figures={figures} />
        </>
      )}
    </Layout>
  );
}
