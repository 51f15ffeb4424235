import type { ReactNode } from "react";
import { Icon } from "#app/ui/icon";

/**
 * A header menu: a button and the native popover it opens. Popovers work before the page's script
 * has loaded, close on Escape and outside clicks, and come next in the keyboard order.
 */
export function MenuButton({
  id,
  label,
  children,
  panelClassName = "",
}: {
  id: string;
  label: string;
  children: ReactNode;
  panelClassName?: string;
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className="group inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:bg-sunken"
      >
        {label}
        <Icon name="chevron-down" className="size-4 text-muted" />
      </button>
      <div
        id={id}
        popover="auto"
        aria-label={label}
        className={`menu-panel rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl ${panelClassName}`}
      >
        {children}
      </div>
    </>
  );
}
