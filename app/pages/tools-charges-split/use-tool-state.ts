import { useCallback, useEffect, useState } from "react";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import type { ToolState } from "#core/tools/charges-split-form";
import { emptyState, parseSavedState } from "#core/tools/charges-split-state";
import { readStoredWork, writeStoredWork } from "#app/ui/tools/stored-work";

const read = () => readStoredWork(CHARGES_SPLIT_KEY);
const write = (work: ToolState | undefined) => writeStoredWork(CHARGES_SPLIT_KEY, work);

export type ToolStatus = "example" | "saved" | "cleared";

/**
 * The tool's work in progress: the saved one if this browser has it, else the example. Nothing is
 * written until the visitor changes something; each change is kept at once, so a reload loses
 * nothing. `clear` forgets it and starts from an empty form.
 */
export function useToolState(example: () => ToolState) {
  const [{ state, status }, setBoth] = useState<{ state: ToolState; status: ToolStatus }>(() => {
    const saved = parseSavedState(read());
    return saved ? { state: saved, status: "saved" } : { state: example(), status: "example" };
  });

  useEffect(() => {
    if (status === "saved") write(state);
  }, [state, status]);

  const update = useCallback((change: (current: ToolState) => ToolState) => {
    setBoth((current) => ({ state: change(current.state), status: "saved" }));
  }, []);

  const clear = useCallback(() => {
    write(undefined);
    setBoth({ state: emptyState(), status: "cleared" });
  }, []);

  const startEmpty = useCallback(() => {
    setBoth({ state: emptyState(), status: "saved" });
  }, []);

  return { state, status, update, clear, startEmpty };
}
