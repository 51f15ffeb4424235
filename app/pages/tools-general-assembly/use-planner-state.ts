import { useCallback } from "react";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import { emptyPlanner, parseSavedPlanner, type PlannerState } from "#core/tools/general-assembly-form";
import { useStoredWork, type WorkStatus } from "#app/ui/tools/use-stored-work";

export type PlannerStatus = WorkStatus<"fresh">;

const start = () => ({ work: emptyPlanner(), status: "fresh" as const });

/**
 * The planner's work in progress: the saved one if this browser has it, else an empty form. Each
 * change is kept at once, so a reload loses nothing; `clear` forgets it.
 */
export function usePlannerState() {
  const { work, status, change, clear } = useStoredWork({
    key: GENERAL_ASSEMBLY_KEY,
    parse: parseSavedPlanner,
    start,
    empty: emptyPlanner,
  });
  const update = useCallback(
    (fields: Partial<PlannerState>) => change((planner) => ({ ...planner, ...fields })),
    [change],
  );
  return { state: work, status, update, clear };
}
