import type { ReactNode } from "react";
import type { Lead, Row, Text } from "#core/content/product-views/types";
import { Icon, type IconName } from "#app/ui/icon";
import { StatusChip } from "./status-chip";
import type { ViewText } from "./text";

/** A row of a list: what leads it, a title, a line under it, and at its end an amount or a status. */
export function ListRow({ row, text }: { row: Row; text: ViewText }) {
  const title = text(row.title);
  return (
    <li className="flex items-start gap-2.5 py-2">
      {row.lead && <RowLead lead={row.lead} title={text.plain(row.title)} />}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-2 text-[13px] leading-5 font-semibold text-ink">{title}</p>
          {row.value && <Value value={row.value} text={text} />}
          {row.chip && <StatusChip chip={row.chip} text={text} />}
        </div>
        {row.meta && <p className="text-[11px] leading-4 text-muted">{text(row.meta)}</p>}
        {row.body && <p className="mt-1 line-clamp-3 text-xs leading-[1.45] text-ink">{text(row.body)}</p>}
      </div>
    </li>
  );
}

function Value({ value, text }: { value: Text; text: ViewText }) {
  return (
    <span className="shrink-0 text-xs leading-5 font-semibold text-ink tabular-nums">{text(value)}</span>
  );
}

function RowLead({ lead, title }: { lead: Lead; title: string }) {
  if (lead === "initial") {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-[13px] font-bold text-brand">
        {title.charAt(0)}
      </span>
    );
  }
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sunken text-brand">
      <Icon name={lead.icon as IconName} className="size-4" />
    </span>
  );
}

/** Rows under an optional heading, divided by hairlines. */
export function RowList({ heading, rows, text }: { heading?: Text; rows: Row[]; text: ViewText }) {
  return (
    <section className="rounded-xl border border-line bg-surface px-3 py-1">
      {heading && <BlockHeading>{text(heading)}</BlockHeading>}
      <ul className="divide-y divide-line">
        {rows.map((row, i) => (
          <ListRow key={i} row={row} text={text} />
        ))}
      </ul>
    </section>
  );
}

/** The small title over a block of the screen. */
export function BlockHeading({ children }: { children: ReactNode }) {
  return <p className="pt-2 pb-1 text-[11px] font-semibold text-muted">{children}</p>;
}
