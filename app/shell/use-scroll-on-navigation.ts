import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Parts laid out only near the viewport (content-visibility: auto, decision 030) take their real
 * height once the scroll reveals them, which can move the target out of view: once they have (two
 * frames), scroll to it again, a few times at most.
 */
function settleOn(target: HTMLElement, tries: number) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (tries === 0 || Math.abs(target.getBoundingClientRect().top - scrollMargin(target)) < 2) return;
      target.scrollIntoView();
      settleOn(target, tries - 1);
    }),
  );
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
      settleOn(target, 3);
      return;
    }
    delete root.dataset.anchored;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
