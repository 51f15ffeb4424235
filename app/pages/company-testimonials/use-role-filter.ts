import { useCallback, useSyncExternalStore } from "react";
import { roles, type Role } from "#core/content/roles";

const PARAM = "role";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

function roleInUrl(): Role | null {
  const value = new URLSearchParams(window.location.search).get(PARAM);
  return roles.find((role) => role === value) ?? null;
}

/** The prerendered page knows no query string: it shows every testimonial. */
const noRole = () => null;

/**
 * The role the list is filtered by, kept in the URL (?role=SECURITY) so a filtered view can be
 * shared. React hydrates with the prerendered value (no filter), then applies the URL's, so the
 * first client render matches the HTML. Choosing a role replaces the address in place: no new
 * history entry, and no jump to the top of the page as a router navigation would cause.
 */
export function useRoleFilter() {
  const role = useSyncExternalStore(subscribe, roleInUrl, noRole);

  const choose = useCallback((next: Role | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(PARAM, next);
    else url.searchParams.delete(PARAM);
    // The router's own state stays in history.state; only the address changes.
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    listeners.forEach((listener) => listener());
  }, []);

  return [role, choose] as const;
}
