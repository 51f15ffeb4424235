/**
 * A tool's work in progress in the browser's storage, under its key of core/storage-keys.ts.
 * localStorage can be refused (a private window's quota, a browser setting): the tool then works
 * without keeping anything.
 */
export function readStoredWork(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `work` under `key`, or forgets it when `work` is undefined. */
export function writeStoredWork(key: string, work: unknown) {
  try {
    if (work === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(work));
  } catch {
    // Not kept: the page says what it keeps only when it could.
  }
}
