import type { Block } from "#core/content/product-views/types";
import type { ViewText } from "./text";

type StatsBlock = Extract<Block, { kind: "stats" }>;

const valueColour = { brand: "text-brand", accent: "text-accent", neutral: "text-ink" } as const;

/** A dashboard's key figures, side by side. */
export function Stats({ block, text }: { block: StatsBlock; text: ViewText }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {block.items.map((item, i) => (
        <li key={i} className="min-w-[6.5rem] flex-1 rounded-xl border border-line bg-surface p-2.5">
          <p className="text-[11px] leading-4 text-muted">{text(item.label)}</p>
          <p
            className={`mt-0.5 text-[15px] leading-6 font-bold whitespace-nowrap tabular-nums ${valueColour[item.tone ?? "neutral"]}`}
          >
            {text(item.value)}
          </p>
        </li>
      ))}
    </ul>
  );
}
