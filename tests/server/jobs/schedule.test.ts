import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { claimRound } from "#server/jobs/schedule";
import { backends, freshStorage } from "../support/database";

describe.each(backends)("a scheduled round runs on one instance (%s database)", (backend) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("the first instance to claim a round runs it; the others skip it until the next round", async () => {
    const storage = await freshStorage(backend);
    cleanups.push(storage.remove);
    const open = async (): Promise<DatabaseHandle> => {
      const handle = await openDatabase({ dataDir: storage.DATA_DIR, databaseUrl: storage.DATABASE_URL });
      cleanups.push(handle.close);
      return handle;
    };
    const a = await open();
    // Two connections to one server stand for two instances; the embedded one has a single owner.
    const b = backend === "postgres" ? await open() : a;
    const start = new Date("2026-11-25T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const hour = 3_600_000;

    const first = await Promise.all([
      claimRound(a.db, "purge", hour, start),
      claimRound(b.db, "purge", hour, start),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimRound(a.db, "purge", hour, at(hour - 1))).toBe(false);
    expect(await claimRound(b.db, "purge", hour, at(hour))).toBe(true);
    expect(await claimRound(a.db, "purge", hour, at(hour + 1))).toBe(false);
    // Another job counts its rounds on its own.
    expect(await claimRound(a.db, "other", hour, at(hour + 1))).toBe(true);
  });
});
