import type { Block } from "#core/content/product-views/types";
import { BlockHeading } from "./list-row";
import type { ViewText } from "./text";

type ChartBlock = Extract<Block, { kind: "chart" }>;
type Point = ChartBlock["points"][number];

/**
 * Columns over time (the current period, the last, in the brand's colour), or horizontal bars with
 * their share of the total (a vote's results). Sizes are SVG attributes: the site's CSP allows no
 * inline style.
 */
export function Chart({ block, text }: { block: ChartBlock; text: ViewText }) {
  return (
    <section className="rounded-xl border border-line bg-surface px-3 pb-3">
      <BlockHeading>{text(block.heading)}</BlockHeading>
      {block.style === "columns" ? (
        <Columns points={block.points} text={text} />
      ) : (
        <Bars points={block.points} text={text} />
      )}
    </section>
  );
}

function Columns({ points, text }: { points: Point[]; text: ViewText }) {
  const max = Math.max(...points.map((p) => p.value), 1);
  return (
    <div className="pt-2">
      <svg
        viewBox={`0 0 ${points.length * 10} 40`}
        preserveAspectRatio="none"
        className="flip-rtl h-24 w-full"
      >
        {points.map((point, i) => {
          const height = Math.max(1, Math.round((point.value / max) * 38));
          return (
            <rect
              key={i}
              x={i * 10 + 2}
              y={40 - height}
              width="6"
              height={height}
              rx="1"
              className={i === points.length - 1 ? "fill-brand" : "fill-brand-soft"}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex">
        {points.map((point, i) => (
          <span key={i} className="flex-1 text-center text-[10px] leading-3 text-muted">
            {text(point.label)}
          </span>
        ))}
      </div>
    </div>
  );
}

function Bars({ points, text }: { points: Point[]; text: ViewText }) {
  const total = points.reduce((sum, p) => sum + p.value, 0) || 1;
  return (
    <ul className="space-y-2.5 pt-1">
      {points.map((point, i) => (
        <li key={i}>
          <div className="flex justify-between gap-2 text-xs">
            <span className="font-medium text-ink">{text(point.label)}</span>
            {point.note && <span className="font-semibold text-ink tabular-nums">{text(point.note)}</span>}
          </div>
          <svg
            viewBox="0 0 100 2"
            preserveAspectRatio="none"
            className="flip-rtl mt-1 h-2 w-full rounded-full bg-sunken"
          >
            <rect
              width={Math.round((point.value / total) * 100)}
              height="2"
              className={i === 0 ? "fill-brand" : "fill-accent"}
            />
          </svg>
        </li>
      ))}
    </ul>
  );
}
