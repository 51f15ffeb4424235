import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** The visitor's own scrolling, which ends the hold: from then on the page stays where they put it. */
const TAKE_OVER = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** How long at most the target is held in place while the page settles. */
const HOLD_MS = 10_000;

/**
 * Keeps the target where the jump put it while the page around it settles: a late font that wraps the
 * text above it anew, a part laid out on approach (content-visibility, decision 030) taking its real
 * height. Whenever the page's size changes, the target is aimed at again, until the visitor scrolls
 * or types, the next navigation, or HOLD_MS. Returns what ends the hold.
 */
function holdOn(target: HTMLElement): () => void {
  const aim = () => {
    if (target.isConnected && Math.abs(target.getBoundingClientRect().top - scrollMargin(target)) >= 2)
      target.scrollIntoView();
  };
  const observer = new ResizeObserver(aim);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKE_OVER) removeEventListener(type, release, { capture: true });
  };
  const timer = setTimeout(release, HOLD_MS);
  for (const type of TAKE_OVER) addEventListener(type, release, { capture: true, passive: true });
  observer.observe(document.body);
  return release;
}

const scrollMargin = (element: HTMLElement) => parseFloat(getComputedStyle(element).scrollMarginTop) || 0;

/**
 * Every path change starts at the top of the page; a #hash scrolls to its target (docs/product.md §2).
 * After an in-app navigation, focus moves to the main content so screen readers read the new page.
 */
export function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const root = document.documentElement;
    if (target) {
      // The parts laid out on approach are laid out now (app/app.css): the target lands where it
      // is, not where their estimated sizes put it (:target does not follow the app's navigations).
      root.dataset.anchored = "";
      target.scrollIntoView();
      return holdOn(target);
    }
    delete root.dataset.anchored;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
