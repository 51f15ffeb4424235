import { useCallback, useEffect, useState } from "react";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import { emptyPlanner, parseSavedPlanner, type PlannerState } from "#core/tools/general-assembly-form";

/** localStorage can be refused (a private window's quota, a browser setting): the tool works without. */
function read(): string | null {
  try {
    return window.localStorage.getItem(GENERAL_ASSEMBLY_KEY);
  } catch {
    return null;
  }
}

function write(state: PlannerState | undefined) {
  try {
    if (state) window.localStorage.setItem(GENERAL_ASSEMBLY_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(GENERAL_ASSEMBLY_KEY);
  } catch {
    // Not kept: the page says what it keeps only when it could.
  }
}

export type PlannerStatus = "fresh" | "saved" | "cleared";

/**
 * The planner's work in progress: the saved one if this browser has it, else an empty form.
 * Nothing is written until the visitor changes something; each change is kept at once, so a
 * reload loses nothing. `clear` forgets it.
 */
export function usePlannerState() {
  const [{ state, status }, setBoth] = useState<{ state: PlannerState; status: PlannerStatus }>(() => {
    const saved = parseSavedPlanner(read());
    return saved ? { state: saved, status: "saved" } : { state: emptyPlanner(), status: "fresh" };
  });

  useEffect(() => {
    if (status === "saved") write(state);
  }, [state, status]);

  const update = useCallback((change: Partial<PlannerState>) => {
    setBoth((current) => ({ state: { ...current.state, ...change }, status: "saved" }));
  }, []);

  const clear = useCallback(() => {
    write(undefined);
    setBoth({ state: emptyPlanner(), status: "cleared" });
  }, []);

  return { state, status, update, clear };
}
