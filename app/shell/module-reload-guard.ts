/**
 * When a page's code fails to load (a deploy replaced the chunk, or the network dropped), React
 * Router logs "Error loading route module" and reloads the current page. We note which page the
 * visitor was going to, so that after the reload the site tries that page once more by itself and,
 * if it fails again, shows an error view with a retry button instead of reloading in a loop.
 */
const KEY = "urbis:failed-navigation";
const FRESH_MS = 60_000;

export type FailedNavigation = { href: string; attempts: number; at: number };

let pendingHref: string | null = null;

/** The page an in-app navigation is heading to, kept up to date by the app. */
export function notePendingNavigation(href: string | null) {
  pendingHref = href;
}

let cachedRaw: string | null = null;
let cachedValue: FailedNavigation | null = null;

export function readFailedNavigation(): FailedNavigation | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const value = raw ? (JSON.parse(raw) as FailedNavigation) : null;
      cachedValue = value && Date.now() - value.at < FRESH_MS ? value : null;
    } catch {
      cachedValue = null;
    }
  }
  return cachedValue;
}

export function clearFailedNavigation() {
  sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event("urbis:failed-navigation"));
}

export function subscribeFailedNavigation(onChange: () => void) {
  window.addEventListener("urbis:failed-navigation", onChange);
  return () => window.removeEventListener("urbis:failed-navigation", onChange);
}

export function guardModuleReloads() {
  // A link's target is known at the click, before React Router starts loading its code.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === location.origin) {
        pendingHref = link.pathname + link.search + link.hash;
      }
    },
    true,
  );
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === "string" && first.startsWith("Error loading route module")) {
      const href = pendingHref ?? location.pathname + location.search + location.hash;
      const previous = readFailedNavigation();
      const attempts = previous?.href === href ? previous.attempts + 1 : 1;
      sessionStorage.setItem(KEY, JSON.stringify({ href, attempts, at: Date.now() }));
    }
    log(...args);
  };
}
