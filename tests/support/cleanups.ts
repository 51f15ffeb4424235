import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * What a test opened, undone after it in the reverse order (processes, databases, folders), and
 * scratch folders that go with it. Call once at the top of a describe block.
 */
export function useCleanups() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    /** Undoes `cleanup` after the test. */
    later: (cleanup: () => Promise<unknown>) => void cleanups.push(cleanup),
    /** A new empty folder, removed after the test. */
    folder: async (prefix = "urbis-test-") => {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
