import type { ReactNode } from "react";
import type { Ui } from "../view/inbox-language";
import { BarChart, DailyChart, FiguresTable, Legend, type Bar } from "./charts";
import { conversion, dimensions, type Figures, type Row, type SeenRow } from "./figures";
import { fmt } from "./format";
import {
  campaignLabel,
  deviceLabel,
  eventRowLabel,
  languageLabel,
  pageLabel,
  pathLabel,
  sourceLabel,
  toolLabel,
  type Label,
} from "./labels";

/** The Audience page's parts: each list as a chart and its table, and the path to a lead. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ib-card au-section" aria-labelledby={`au-${id}`}>
      <h2 id={`au-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const bar = (label: Label, value: number): Bar => ({
  label: label.text,
  value,
  labelDir: label.ltr ? "ltr" : undefined,
});

/** A list of the counts (pages, languages, sources…): visits or views as bars, both in the table. */
function RowsChart({
  ui,
  name,
  title,
  head,
  rows,
  label,
  by,
}: {
  ui: Ui;
  name: string;
  title: string;
  head: string;
  rows: Row[];
  label: (ui: Ui, key: string) => Label;
  /** What the bars show. */
  by: "views" | "visits";
}) {
  const { t } = ui;
  return (
    <Section id={name} title={title}>
      {rows.length === 0 ? (
        <p className="ib-empty">{t("inbox.audience.nothingHere")}</p>
      ) : (
        <>
          <p className="ib-hint">
            {t(by === "views" ? "inbox.audience.barsViews" : "inbox.audience.barsVisits")}
          </p>
          <BarChart ui={ui} name={name} bars={rows.map((r) => bar(label(ui, r.key), r[by]))} />
          <FiguresTable
            ui={ui}
            name={name}
            caption={title}
            head={[head, t("inbox.audience.visits"), t("inbox.audience.views")]}
            rows={rows.map((r) => {
              const l = label(ui, r.key);
              return {
                key: r.key,
                ltr: l.ltr,
                cells: [l.text, fmt.number(ui, r.visits), fmt.number(ui, r.views)],
              };
            })}
          />
        </>
      )}
    </Section>
  );
}

function SeenChart({
  ui,
  name,
  title,
  head,
  rows,
  demoLeads,
  label,
}: {
  ui: Ui;
  name: string;
  title: string;
  head: string;
  rows: SeenRow[];
  demoLeads: number;
  label: (ui: Ui, key: string) => Label;
}) {
  const { t } = ui;
  return (
    <Section id={name} title={title}>
      {rows.length === 0 ? (
        <p className="ib-empty">{t("inbox.audience.nothingHere")}</p>
      ) : (
        <>
          <p className="ib-hint">{t("inbox.audience.seenHint", { count: demoLeads })}</p>
          <BarChart ui={ui} name={name} bars={rows.map((r) => bar(label(ui, r.key), r.leads))} />
          <FiguresTable
            ui={ui}
            name={name}
            caption={title}
            head={[head, t("inbox.audience.demoLeads"), t("inbox.audience.shareOfDemos")]}
            rows={rows.map((r) => {
              const l = label(ui, r.key);
              return {
                key: r.key,
                ltr: l.ltr,
                cells: [
                  l.text,
                  fmt.number(ui, r.leads),
                  fmt.percent(ui, demoLeads ? r.leads / demoLeads : null),
                ],
              };
            })}
          />
        </>
      )}
    </Section>
  );
}

export function PathToLead({ ui, figures }: { ui: Ui; figures: Figures }) {
  const { t } = ui;
  return (
    <section className="au-path" aria-labelledby="au-path">
      <h2 id="au-path">{t("inbox.audience.path.title")}</h2>
      <p className="au-intro">{t("inbox.audience.path.intro")}</p>
      <div className="au-grid au-grid-wide">
        {dimensions.map((dimension) => {
          const title = t(`inbox.audience.path.${dimension}`);
          const rows = figures.path[dimension];
          return (
            <Section key={dimension} id={`path-${dimension}`} title={title}>
              {rows.length === 0 ? (
                <p className="ib-empty">{t("inbox.audience.nothingHere")}</p>
              ) : (
                <FiguresTable
                  ui={ui}
                  name={`path-${dimension}`}
                  caption={title}
                  open
                  head={[
                    title,
                    t("inbox.audience.visits"),
                    t("inbox.audience.formsStarted"),
                    t("inbox.audience.leads"),
                    t("inbox.audience.rate"),
                  ]}
                  rows={rows.map((r) => {
                    const l = pathLabel(ui, dimension, r.key);
                    return {
                      key: r.key,
                      ltr: l.ltr,
                      cells: [
                        l.text,
                        fmt.number(ui, r.visits),
                        fmt.number(ui, r.formsStarted),
                        fmt.number(ui, r.leads),
                        fmt.percent(ui, conversion(r)),
                      ],
                    };
                  })}
                />
              )}
            </Section>
          );
        })}
        <SeenChart
          ui={ui}
          name="pages-before-demo"
          title={t("inbox.audience.pagesBeforeDemo")}
          head={t("inbox.audience.page")}
          rows={figures.pagesBeforeDemo}
          demoLeads={figures.totals.demoLeads}
          label={pageLabel}
        />
        <SeenChart
          ui={ui}
          name="tools-before-demo"
          title={t("inbox.audience.toolsBeforeDemo")}
          head={t("inbox.audience.tool")}
          rows={figures.toolsBeforeDemo}
          demoLeads={figures.totals.demoLeads}
          label={toolLabel}
        />
      </div>
    </section>
  );
}

export function Daily({ ui, figures }: { ui: Ui; figures: Figures }) {
  const { t } = ui;
  return (
    <Section id="daily" title={t("inbox.audience.daily")}>
      <Legend
        items={[
          { className: "au-bar-soft", label: t("inbox.audience.views") },
          { className: "au-bar", label: t("inbox.audience.visits") },
        ]}
      />
      <DailyChart ui={ui} days={figures.daily} />
      <FiguresTable
        ui={ui}
        name="daily"
        caption={t("inbox.audience.daily")}
        head={[
          t("inbox.audience.day"),
          t("inbox.audience.visits"),
          t("inbox.audience.views"),
          t("inbox.audience.visitors"),
        ]}
        rows={figures.daily.map((d) => ({
          key: d.day,
          cells: [
            <time key={d.day} dateTime={d.day}>
              {fmt.day(ui, d.day)}
            </time>,
            fmt.number(ui, d.visits),
            fmt.number(ui, d.views),
            fmt.number(ui, d.visitors),
          ],
        }))}
      />
    </Section>
  );
}

function Tools({ ui, figures }: { ui: Ui; figures: Figures }) {
  const { t } = ui;
  const tools = figures.tools.map((e) => ({
    key: `${e.event} ${e.detail}`,
    label: eventRowLabel(ui, e),
    count: e.count,
  }));
  return (
    <Section id="tools" title={t("inbox.audience.tools")}>
      {tools.length === 0 ? (
        <p className="ib-empty">{t("inbox.audience.nothingHere")}</p>
      ) : (
        <>
          <BarChart ui={ui} name="tools" bars={tools.map((e) => bar(e.label, e.count))} />
          <FiguresTable
            ui={ui}
            name="tools"
            caption={t("inbox.audience.tools")}
            head={[t("inbox.audience.event"), t("inbox.audience.times")]}
            rows={tools.map((e) => ({
              key: e.key,
              ltr: e.label.ltr,
              cells: [e.label.text, fmt.number(ui, e.count)],
            }))}
          />
        </>
      )}
    </Section>
  );
}

/** Pages, languages, sources, campaigns, devices and the toolbox's use, two by two on a wide screen. */
export function Lists({ ui, figures }: { ui: Ui; figures: Figures }) {
  const { t } = ui;
  const lists = [
    { name: "pages", head: "page", rows: figures.pages, label: pageLabel, by: "views" },
    { name: "languages", head: "language", rows: figures.languages, label: languageLabel, by: "visits" },
    { name: "sources", head: "source", rows: figures.sources, label: sourceLabel, by: "visits" },
    { name: "campaigns", head: "campaign", rows: figures.campaigns, label: campaignLabel, by: "visits" },
    { name: "devices", head: "device", rows: figures.devices, label: deviceLabel, by: "visits" },
  ] as const;
  return (
    <div className="au-grid">
      {lists.map((list) => (
        <RowsChart
          key={list.name}
          ui={ui}
          name={list.name}
          title={t(`inbox.audience.${list.name}`)}
          head={t(`inbox.audience.${list.head}`)}
          rows={list.rows}
          label={list.label}
          by={list.by}
        />
      ))}
      <Tools ui={ui} figures={figures} />
    </div>
  );
}
