import { useEffect } from "react";
import { useLocation } from "react-router";

/** Menus are native popovers; an in-app navigation closes whichever is open. */
export function useClosePopoversOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    for (const el of document.querySelectorAll<HTMLElement>("[popover]")) {
      if (el.matches(":popover-open")) el.hidePopover();
    }
  }, [pathname, hash]);
}
