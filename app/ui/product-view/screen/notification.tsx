import type { Block } from "#core/content/product-views/types";
import { Icon, type IconName } from "#app/ui/icon";
import type { ViewText } from "./text";

type NotificationsBlock = Extract<Block, { kind: "notifications" }>;

/** Notifications as the phone shows them: the app's mark, a title, a line, when. */
export function Notifications({ block, text }: { block: NotificationsBlock; text: ViewText }) {
  return (
    <ul className="space-y-2">
      {block.items.map((item, i) => (
        <li key={i} className="flex gap-2.5 rounded-2xl border border-line bg-surface p-2.5 shadow-sm">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand text-on-brand">
            <Icon name={item.icon as IconName} className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex justify-between gap-2">
              <p className="truncate text-[13px] font-semibold text-ink">{text(item.title)}</p>
              <span className="shrink-0 text-[11px] text-muted tabular-nums">{text(item.time)}</span>
            </div>
            <p className="line-clamp-2 text-xs leading-[1.45] text-muted">{text(item.body)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
