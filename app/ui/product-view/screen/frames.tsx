import type { ReactNode } from "react";
import type { NavSection } from "#core/content/product-views/types";
import { Icon, type IconName } from "#app/ui/icon";
import type { ViewText } from "./text";

/** The app's mark, as in the site's logo, small. */
function Mark() {
  return (
    <svg viewBox="0 0 32 32" className="size-5 shrink-0">
      <rect x="6" y="6" width="20" height="20" rx="3" className="fill-brand" />
      <rect x="6" y="6" width="20" height="20" rx="3" className="fill-brand" transform="rotate(45 16 16)" />
      <circle cx="16" cy="16" r="5" className="fill-canvas" />
    </svg>
  );
}

/** A phone: its status bar (a fixed sample time), the screen, and the app's tab bar. */
export function PhoneFrame({ clock, children }: { clock: ReactNode; children: ReactNode }) {
  return (
    <div className="w-[17.5rem] shrink-0 rounded-[2.75rem] bg-sunken p-2 shadow-xl ring-1 ring-line">
      <div className="flex h-full flex-col overflow-hidden rounded-[2.25rem] bg-canvas">
        <div className="flex items-center justify-between px-6 pt-3 pb-1 text-[11px] font-semibold text-ink tabular-nums">
          <span>{clock}</span>
          <span className="h-4 w-16 rounded-full bg-ink" />
          <span className="flex gap-0.5">
            <span className="size-1.5 rounded-full bg-ink" />
            <span className="size-1.5 rounded-full bg-ink" />
            <span className="size-1.5 rounded-full bg-muted" />
          </span>
        </div>
        <div className="flex-1 space-y-3 px-3.5 pt-2 pb-3">{children}</div>
        <div className="flex justify-around border-t border-line bg-surface py-2.5 text-muted">
          {(["home", "calendar", "chat-bubbles", "user"] as const).map((icon, i) => (
            <Icon key={icon} name={icon} className={`size-5 ${i === 0 ? "text-brand" : ""}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The sidebar's sections, in its order, with their icons. */
const navIcons: Record<NavSection, IconName> = {
  dashboard: "bar-chart",
  announcements: "megaphone",
  residents: "users",
  requests: "wrench",
  bookings: "calendar-check",
  staff: "briefcase",
  documents: "folder",
  security: "shield",
};

/**
 * A desktop window: its bar, the manager's sidebar with the current section (a rail of icons where
 * the window is narrow, so the screen keeps its room), and the screen.
 */
export function DesktopFrame({
  current,
  text,
  children,
}: {
  current: NavSection;
  text: ViewText;
  children: ReactNode;
}) {
  return (
    <div className="w-full overflow-hidden rounded-xl border border-line bg-surface shadow-xl">
      <div className="flex items-center gap-1.5 border-b border-line bg-sunken px-3 py-2">
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
      </div>
      <div className="flex">
        <div className="hidden shrink-0 border-e border-line bg-surface p-2 sm:block xl:w-40 xl:p-3">
          <p
            className="mb-3 flex items-center justify-center gap-1.5 text-sm font-bold text-ink xl:justify-start"
            dir="ltr"
          >
            <Mark />
            <span className="hidden xl:inline">Urbis</span>
          </p>
          <ul className="space-y-0.5">
            {(Object.keys(navIcons) as NavSection[]).map((section) => (
              <li
                key={section}
                className={`flex items-center gap-2 rounded-md p-2 text-xs xl:py-1.5 ${
                  section === current ? "bg-brand-soft font-semibold text-brand" : "text-muted"
                }`}
              >
                <Icon name={navIcons[section]} className="size-3.5 shrink-0" />
                <span className="hidden truncate xl:inline">{text(`views.common.nav.${section}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 flex-1 space-y-3 bg-canvas p-3.5">{children}</div>
      </div>
    </div>
  );
}
