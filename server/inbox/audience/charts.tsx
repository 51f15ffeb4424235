import type { ReactNode } from "react";
import type { Ui } from "../view/inbox-language";
import { fmt } from "./format";

/**
 * Charts drawn on the server as SVG, with no script and no library (decision 057). Each chart is
 * hidden from assistive technology (`aria-hidden`): the table beside it carries the same figures,
 * and both are made from the same rows. Every mark carries its figures as data attributes
 * (`data-label`, `data-value`…) so a test reads the chart as it reads the table.
 *
 * No viewBox: the SVG is as wide as its box and its positions are percentages, so its text keeps
 * the page's size on a phone as on a wide screen. In Arabic the charts are mirrored (bars grow from
 * the right, days run from right to left), as the page reads.
 */

export type Bar = {
  label: string;
  value: number;
  /** A path or a host reads left to right whatever the page's direction. */
  labelDir?: "ltr" | "rtl";
};

const ROW = 40;
/** The longest bar leaves room for its figure. */
const SPAN = 80;
const pct = (n: number) => `${Number(n.toFixed(3))}%`;

export function BarChart({ ui, name, bars }: { ui: Ui; name: string; bars: Bar[] }) {
  const rtl = ui.locale.dir === "rtl";
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 4;
  return (
    <svg
      className="au-chart"
      data-chart={name}
      width="100%"
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {bars.map((bar, i) => {
        const width = (bar.value / max) * SPAN;
        const y = i * ROW;
        const labelDir = bar.labelDir ?? ui.locale.dir;
        // The label starts at the chart's starting side; its anchor follows its own direction.
        const anchor = rtl ? (labelDir === "rtl" ? "start" : "end") : labelDir === "rtl" ? "end" : "start";
        // The figure follows the bar's end: its start (left in French, right in Arabic) at the end.
        const figureAnchor = "start";
        return (
          <g key={`${bar.label}-${i}`} data-label={bar.label} data-value={bar.value}>
            <text
              className="au-label"
              x={rtl ? "100%" : "0"}
              y={y + 14}
              textAnchor={anchor}
              direction={labelDir}
            >
              {bar.label}
            </text>
            <rect
              className="au-bar"
              x={rtl ? pct(100 - width) : "0"}
              y={y + 20}
              width={pct(width)}
              height={14}
              rx={2}
            />
            <text
              className="au-figure"
              x={rtl ? pct(100 - width) : pct(width)}
              dx={rtl ? -6 : 6}
              y={y + 32}
              textAnchor={figureAnchor}
              direction={ui.locale.dir}
            >
              {fmt.number(ui, bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export type DayBar = { day: string; views: number; visits: number };

const PLOT = 180;
const TOP_GAP = 18;

/** A round number at or above `max` for the top of the scale (1, 2 or 5 times a power of ten). */
export function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * power).find((top) => top >= max) ?? 10 * power) as number;
}

/** Page views (light) and visits (dark, in front) per day, with a scale of three lines. */
export function DailyChart({ ui, days }: { ui: Ui; days: DayBar[] }) {
  const rtl = ui.locale.dir === "rtl";
  const top = scaleTop(Math.max(0, ...days.map((d) => d.views), ...days.map((d) => d.visits)));
  const band = 100 / Math.max(1, days.length);
  const y = (value: number) => TOP_GAP + PLOT - (value / top) * PLOT;
  const x = (i: number, width: number) => {
    const start = i * band + (band - width) / 2;
    return pct(rtl ? 100 - start - width : start);
  };
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <svg
      className="au-chart au-daily"
      data-chart="daily"
      width="100%"
      height={TOP_GAP + PLOT + 26}
      aria-hidden="true"
      focusable="false"
    >
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line className="au-grid" x1="0" x2="100%" y1={y(value)} y2={y(value)} />
          {/* Zero is the baseline, where the bars stand: it needs no label. */}
          {value === 0 ? null : (
            <text
              className="au-axis"
              x={rtl ? "100%" : "0"}
              y={y(value) - 4}
              textAnchor={rtl ? "end" : "start"}
              direction="ltr"
            >
              {fmt.number(ui, value)}
            </text>
          )}
        </g>
      ))}
      {days.map((d, i) => (
        <g key={d.day} data-day={d.day} data-views={d.views} data-visits={d.visits}>
          <rect
            className="au-bar-soft"
            x={x(i, band * 0.8)}
            y={y(d.views)}
            width={pct(band * 0.8)}
            height={PLOT + TOP_GAP - y(d.views)}
          />
          <rect
            className="au-bar"
            x={x(i, band * 0.5)}
            y={y(d.visits)}
            width={pct(band * 0.5)}
            height={PLOT + TOP_GAP - y(d.visits)}
          />
        </g>
      ))}
      {first && last ? (
        <>
          <text
            className="au-axis"
            x={rtl ? "100%" : "0"}
            y={TOP_GAP + PLOT + 18}
            textAnchor="start"
            direction={ui.locale.dir}
          >
            {fmt.day(ui, first.day)}
          </text>
          <text
            className="au-axis"
            x={rtl ? "0" : "100%"}
            y={TOP_GAP + PLOT + 18}
            textAnchor="end"
            direction={ui.locale.dir}
          >
            {fmt.day(ui, last.day)}
          </text>
        </>
      ) : null}
    </svg>
  );
}

/** A legend in HTML (the SVG is hidden): a swatch and its meaning. */
export function Legend({ items }: { items: { className: string; label: string }[] }) {
  return (
    <ul className="au-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <span className={`au-swatch ${item.className}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The table that carries a chart's figures, folded under its summary. */
export function FiguresTable({
  ui,
  name,
  caption,
  head,
  rows,
  open = false,
}: {
  ui: Ui;
  name: string;
  caption: string;
  head: string[];
  /** Each row: its first cell is a header (the label), the others figures. */
  rows: { key: string; cells: ReactNode[]; ltr?: boolean }[];
  open?: boolean;
}) {
  const table = (
    // A table wider than a phone scrolls: its box takes the keyboard's focus, named by the caption.
    <div className="au-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="au-table" data-table={name}>
        <caption className="ib-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? "au-num" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" dir={row.ltr ? "ltr" : undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="au-num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (open) return table;
  return (
    <details className="au-details">
      <summary>{ui.t("inbox.audience.table")}</summary>
      {table}
    </details>
  );
}
