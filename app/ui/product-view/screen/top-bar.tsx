import type { Text } from "#core/content/product-views/types";
import type { ViewText } from "./text";

/** The screen's title, the residence under it, and its main action at the end. */
export function TopBar({
  title,
  subtitle,
  action,
  text,
}: {
  title: Text;
  subtitle: Text;
  action?: Text;
  text: ViewText;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate text-base leading-6 font-bold text-ink">{text(title)}</p>
        <p className="truncate text-[11px] text-muted">{text(subtitle)}</p>
      </div>
      {action && (
        <span className="shrink-0 rounded-lg bg-brand px-2.5 py-1.5 text-xs font-semibold text-on-brand">
          {text(action)}
        </span>
      )}
    </div>
  );
}
