import { useCallback, useEffect, useState } from "react";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import { emptyPlanner, parseSavedPlanner, type PlannerState } from "#core/tools/general-assembly-form";
import { readStoredWork, writeStoredWork } from "#app/ui/tools/stored-work";

const read = () => readStoredWork(GENERAL_ASSEMBLY_KEY);
const write = (work: PlannerState | undefined) => writeStoredWork(GENERAL_ASSEMBLY_KEY, work);

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
