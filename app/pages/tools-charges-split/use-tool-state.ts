import { useCallback, useEffect, useState } from "react";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import type { ToolState } from "#core/tools/charges-split-form";
import { emptyState, parseSavedState } from "#core/tools/charges-split-state";

/** localStorage can be refused (a private window's quota, a browser setting): the tool works without. */
function read(): string | null {
  try {
    return window.localStorage.getItem(CHARGES_SPLIT_KEY);
  } catch {
    return null;
  }
}

function write(state: ToolState | undefined) {
  try {
    if (state) window.localStorage.setItem(CHARGES_SPLIT_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(CHARGES_SPLIT_KEY);
  } catch {
    // Not kept: the page says what it keeps only when it could.
  }
}

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
