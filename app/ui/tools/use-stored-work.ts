import { useCallback, useEffect, useState } from "react";
import { readStoredWork, writeStoredWork } from "./stored-work";

/** Where a tool's work stands: kept in this browser, just forgotten, or one of the tool's starts. */
export type WorkStatus<Start extends string> = Start | "saved" | "cleared";

/**
 * A tool's work in progress, kept under `key` of core/storage-keys.ts: the saved work if this
 * browser has a valid one (`parse` says), else the tool's own start. Nothing is written until the
 * visitor changes something (`change`); each change is kept at once, so a reload loses nothing.
 * `clear` forgets it and starts from `empty`; `replace` sets the work and its status outright.
 */
export function useStoredWork<Work, Start extends string>({
  key,
  parse,
  start,
  empty,
}: {
  key: string;
  parse: (stored: string | null) => Work | undefined;
  start: () => { work: Work; status: Start };
  empty: () => Work;
}) {
  const [{ work, status }, replace] = useState<{ work: Work; status: WorkStatus<Start> }>(() => {
    const saved = parse(readStoredWork(key));
    return saved ? { work: saved, status: "saved" } : start();
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

  return { work, status, change, clear, replace };
}
