import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Menus are native popovers; an in-app navigation closes whichever is open. Hydrating is not a
 * navigation: a menu the visitor opened before the page's script ran stays open.
 */
export function useClosePopoversOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    for (const el of document.querySelectorAll<HTMLElement>("[popover]")) {
      if (el.matches(":popover-open")) el.hidePopover();
    }
  }, [pathname, hash]);
}
