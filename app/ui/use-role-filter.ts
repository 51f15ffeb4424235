import { useCallback, useSyncExternalStore } from "react";
import { roles, type Role } from "#core/content/roles";

/** Fired on this window when the filter rewrites the URL (history.replaceState fires nothing). */
const ROLE_CHANGE = "urbis:role-filter";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(ROLE_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(ROLE_CHANGE, onChange);
  };
}

function roleInUrl(): Role | null {
  const value = new URLSearchParams(window.location.search).get("role");
  return roles.find((role) => role === value) ?? null;
}

/** The prerendered page shows every feature: hydration renders that first, then the URL's role. */
const noRoleBeforeHydration = () => null;

/**
 * The role a list is filtered by (the features overview, the testimonials), read from and written
 * to `?role=` so a filtered list can be shared. The URL is rewritten in place rather than navigated to: a router navigation would fetch
 * the page's data again and could show the full-screen loading view for what is a local filter.
 */
export function useRoleFilter() {
  const role = useSyncExternalStore(subscribe, roleInUrl, noRoleBeforeHydration);
  const setRole = useCallback((next: Role | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set("role", next);
    else url.searchParams.delete("role");
    window.history.replaceState(window.history.state, "", url);
    window.dispatchEvent(new Event(ROLE_CHANGE));
  }, []);
  return [role, setRole] as const;
}
