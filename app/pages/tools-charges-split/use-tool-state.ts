import { useCallback } from "react";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import type { ToolState } from "#core/tools/charges-split-form";
import { emptyState, parseSavedState } from "#core/tools/charges-split-state";
import { useStoredWork, type WorkStatus } from "#app/ui/tools/use-stored-work";

export type ToolStatus = WorkStatus<"example">;

/**
 * The tool's work in progress: the saved one if this browser has it, else the example. Each change
 * is kept at once, so a reload loses nothing; `clear` forgets it and starts from an empty form, and
 * `startEmpty` leaves the example for an empty form that is kept.
 */
export function useToolState(example: () => ToolState) {
  const { work, status, change, clear, replace } = useStoredWork({
    key: CHARGES_SPLIT_KEY,
    parse: parseSavedState,
    start: () => ({ work: example(), status: "example" as const }),
    empty: emptyState,
  });
  const startEmpty = useCallback(() => replace({ work: emptyState(), status: "saved" }), [replace]);
  return { state: work, status, update: change, clear, startEmpty };
}
