import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import {
  clearFailedNavigation,
  notePendingNavigation,
  readFailedNavigation,
  subscribeFailedNavigation,
} from "./module-reload-guard";

/**
 * After React Router reloaded the page because the next page's code failed to load: the first time,
 * go there again by ourselves; the second time, return the page the visitor wanted, so the layout
 * shows the error view with a retry.
 */
export function useFailedNavigation(): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const failure = useSyncExternalStore(subscribeFailedNavigation, readFailedNavigation, () => null);

  useEffect(() => {
    const next = navigation.location;
    if (next) notePendingNavigation(next.pathname + next.search + next.hash);
    // Going somewhere else after the error view was shown: the visitor has moved on.
    if (next && failure && failure.attempts >= 2) clearFailedNavigation();
  }, [navigation.location, failure]);

  useEffect(() => {
    if (failure && failure.attempts < 2) {
      notePendingNavigation(failure.href);
      void navigate(failure.href);
    }
  }, [failure, navigate]);

  useEffect(() => {
    const here = location.pathname + location.search + location.hash;
    if (failure && failure.href === here) clearFailedNavigation();
  }, [failure, location]);

  return failure && failure.attempts >= 2 ? failure.href : null;
}
