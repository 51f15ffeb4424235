import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { chmod } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { EmbeddedStoreLockedError, LOCK_FILE, lockEmbeddedStore } from "#server/db/embedded-lock";
import { useCleanups } from "../../support/cleanups";
import { freshDataDir } from "../support/database";
import { crash, holdLockInAnotherProcess } from "../support/lock-holder";

describe("an embedded database folder has one owner", { timeout: 60_000 }, () => {
  const cleanups = useCleanups();
  const folder = () => cleanups.folder("urbis-lock-");

  it("refuses a folder another live process holds, naming the folder and the process", async () => {
    const dir = await folder();
    const holder = await holdLockInAnotherProcess(dir);
    cleanups.later(() => crash(holder));
    let error: unknown;
    try {
      lockEmbeddedStore(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EmbeddedStoreLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`pid ${holder.pid}`);
  });

  it("takes over the lock a crashed process left behind, at once", async () => {
    const dir = await folder();
    const holder = await holdLockInAnotherProcess(dir);
    await crash(holder);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const release = lockEmbeddedStore(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("does not take a live process for the owner because it got a dead owner's process id", async () => {
    const dir = await folder();
    // This test's own parent lives, but started at another time than the lock says.
    const stale = { pid: process.ppid, host: (await import("node:os")).hostname(), startTime: "1" };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ ...stale, since: "earlier" }));
    const release = lockEmbeddedStore(dir);
    release();
  });

  it("refuses a second open from the same process, and the first keeps working", async () => {
    const { dataDir, remove } = await freshDataDir();
    cleanups.later(remove);
    const first = await openDatabase({ dataDir });
    cleanups.later(() => first.close());
    await expect(openDatabase({ dataDir })).rejects.toThrow(EmbeddedStoreLockedError);
    await expect(first.db.execute("select 1")).resolves.toBeDefined();
  });

  it("refuses to open with the service's database while another process holds the folder", async () => {
    const { dataDir, remove } = await freshDataDir();
    cleanups.later(remove);
    const holder = await holdLockInAnotherProcess(dataDir);
    cleanups.later(() => crash(holder));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`pid ${holder.pid}`);
  });

  it("says which folder cannot be written, and why", async () => {
    const dir = await folder();
    const file = path.join(dir, "not-a-folder");
    writeFileSync(file, "");
    await expect(openDatabase({ dataDir: path.join(file, "data") })).rejects.toThrow(
      `The embedded database folder ${path.join(file, "data")} cannot be opened: a file, not a folder`,
    );
    if (process.getuid?.() === 0) return; // root writes anywhere: the permission case needs a user.
    const locked = path.join(dir, "locked");
    await chmod(dir, 0o500);
    cleanups.later(() => chmod(dir, 0o700));
    await expect(openDatabase({ dataDir: locked })).rejects.toThrow("may not write there");
  });
});
