import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";

/** The header's button that opens the drawer (below the `lg` width), and the drawer's own that closes it. */
const buttons = {
  open: {
    icon: "menu",
    label: "nav.openMenu",
    className:
      "inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-sunken lg:hidden",
  },
  close: {
    icon: "close",
    label: "nav.closeMenu",
    className: "inline-flex size-11 items-center justify-center rounded-lg hover:bg-sunken",
  },
} as const;

/** A button that opens or closes the drawer `drawer` (a native popover: no script needed). */
export function DrawerButton({ drawer, action }: { drawer: string; action: keyof typeof buttons }) {
  const t = useT();
  const { icon, label, className } = buttons[action];
  return (
    <button
      type="button"
      popoverTarget={drawer}
      popoverTargetAction={action === "close" ? "hide" : undefined}
      className={className}
    >
      <Icon name={icon} className="size-6" />
      <span className="sr-only">{t(label)}</span>
    </button>
  );
}
