import { useCallback, useEffect, useState } from "react";
import { readStoredWork, writeStoredWork } from "./stored-work";

/** Where a tool's work stands: kept in this browser, just forgotten, or as the tool first shows it. */
export type WorkStatus<Start extends string> = Start | "saved" | "cleared";

/**
 * How a tool's work is kept: its key of core/storage-keys.ts, how saved work is read back (invalid
 * or outdated work reads as undefined), and the empty work.
 */
export type StoredWork<Work> = {
  key: string;
  parse: (stored: string | null) => Work | undefined;
  empty: () => Work;
};

/**
 * A tool's work in progress: the saved work if this browser has a valid one, else the tool's first
 * work (`first`, the empty one unless the tool shows an example), under the status `start`.
 * Nothing is written until the visitor changes something (`change`); each change is kept at once,
 * so a reload loses nothing. `clear` forgets the work and shows an empty one; `startEmpty` leaves
 * the first work for an empty one, kept from then on.
 */
export function useStoredWork<Work, Start extends string>(
  { key, parse, empty }: StoredWork<Work>,
  start: Start,
  first: () => Work = empty,
) {
  const [{ work, status }, replace] = useState<{ work: Work; status: WorkStatus<Start> }>(() => {
    const saved = parse(readStoredWork(key));
    return saved ? { work: saved, status: "saved" } : { work: first(), status: start };
  });

  useEffect(() => {
    if (status === "saved") writeStoredWork(key, work);
  }, [key, work, status]);

  const change = useCallback((next: (current: Work) => Work) => {
    replace((current) => ({ work: next(current.work), status: "saved" }));
  }, []);

  const clear = useCallback(() => {
    writeStoredWork(key, undefined);
    replace({ work: empty(), status: "cleared" });
  }, [key, empty]);

  const startEmpty = useCallback(() => replace({ work: empty(), status: "saved" }), [empty]);

  return { work, status, change, clear, startEmpty };
}
