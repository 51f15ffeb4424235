import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupName, BACKUP_MARKER, listBackups, readBackup } from "#server/backups/embedded";
import { packBackup } from "#server/backups/format";
import { bundledMigrations } from "#server/db/migrate";
import { shell } from "../../docs/support/documented";
import { describeBuilt } from "../../support/built-site";
import { freshDataDir, root } from "../support/database";
import { startInstance } from "../support/instances";
import { crash, holdLockInAnotherProcess } from "../support/lock-holder";
import { backupCli } from "./support/cli";
import { startService } from "../support/service";
import { embeddedBackupCommand, embeddedRestoreCommand } from "./support/commands";

/** Every file of a folder with its size and modification time: "unchanged" means equal. */
async function snapshot(dir: string) {
  const names = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name));
      return `${name} ${info.size} ${info.mtimeMs}`;
    }),
  );
}

const lastSchema = bundledMigrations().at(-1)?.tag ?? "";
const fake = (schema: string) =>
  packBackup(Buffer.from("not a data folder"), {
    schema,
    createdAt: new Date().toISOString(),
    source: "embedded",
  });

describe("npm run db:backup and db:restore", { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function dataDir() {
    const fresh = await freshDataDir();
    cleanups.push(fresh.remove);
    return fresh.dataDir;
  }

  it("refuse a bad file or a held folder, and leave the folder as it was", async () => {
    const target = await dataDir();
    const files = path.join(path.dirname(target), "files");
    await mkdir(files);
    const good = fake(lastSchema);
    const write = async (name: string, bytes: Buffer) => {
      await writeFile(path.join(files, name), bytes);
      return path.join(files, name);
    };
    const before = await snapshot(target);
    const refusals: [string, string][] = [
      [await write("truncated.tar", good.subarray(0, good.byteLength - 700)), "is truncated"],
      [await write("other.tar", Buffer.from("%PDF-1.7 ".repeat(200))), "is not an Urbis backup"],
      [await write("newer.tar", fake("9999_from-the-future")), "newer than this build knows"],
      // Whole and of a known schema, but what it holds is no database: it fails while unpacked beside.
      [await write("garbage.tar", good), "its database cannot be opened"],
    ];
    for (const [file, reason] of refusals) {
      const refused = await backupCli(["restore", file, "--force"], { DATA_DIR: target });
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toContain(reason);
      expect(refused.out).toContain("Nothing was changed.");
    }
    // A folder that holds data, without --force.
    expect((await backupCli(["restore", refusals[3]?.[0] ?? ""], { DATA_DIR: target })).out).toContain(
      "already holds data: restore into an empty folder, or add --force to replace it.",
    );
    // A folder another process holds, even with --force.
    const holder = await holdLockInAnotherProcess(target);
    const held = await backupCli(["restore", refusals[3]?.[0] ?? "", "--force"], { DATA_DIR: target });
    expect(held.out).toContain(`in use by another process (pid ${holder.pid}`);
    // db:backup does not signal a process that takes no backups on request (SIGUSR2 would end it).
    const asked = await backupCli(["backup"], { DATA_DIR: target });
    expect(asked).toMatchObject({
      code: 1,
      out: expect.stringContaining("does not take backups on request"),
    });
    await crash(holder);
    expect(holder.signalCode).toBe("SIGKILL");
    // Only the lock the crashed holder left behind (taken over at the next start) is new.
    expect((await snapshot(target)).filter((f) => !f.startsWith("urbis.lock "))).toEqual(before);
    expect(existsSync(path.join(path.dirname(target), ".pgdata.restoring"))).toBe(false);
  });

  it("back up a stopped folder, and restore it over one that holds data, as docs/storage.md shows", async () => {
    const target = await dataDir();
    const made = await shell(embeddedBackupCommand, { DATA_DIR: target });
    const file = /^Backup written: (\S+)$/m.exec(made.stdout)?.[1] ?? "";
    expect(path.dirname(file)).toBe(`${target}-backups`);
    expect((await readBackup(file)).manifest).toMatchObject({ schema: lastSchema, source: "embedded" });

    // What the folder holds after the backup is replaced by what the backup holds.
    await writeFile(path.join(target, "written-later"), "");
    const restored = await shell(embeddedRestoreCommand, { DATA_DIR: target, BACKUP: file });
    expect(restored.stdout).toContain(`Restored ${file} (made `);
    expect(existsSync(path.join(target, "written-later"))).toBe(false);
    expect(existsSync(path.join(target, "PG_VERSION"))).toBe(true);
  });

  it("the service writes one when the newest is older than BACKUP_INTERVAL_HOURS, and keeps BACKUP_KEEP", async () => {
    const dir = await mkdtemp(path.join(root, "backups-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const old = [1, 2, 3, 4].map((day) => backupName(new Date(Date.UTC(2020, 0, day))));
    for (const name of [...old, "notes.txt"]) await writeFile(path.join(dir, name), "old");
    const service = await startService("embedded", {
      BACKUP_DIR: dir,
      BACKUP_KEEP: "3",
      BACKUP_INTERVAL_HOURS: String(1 / 3600), // One second.
    });
    cleanups.push(() => service.close());
    expect(existsSync(path.join(service.env.DATA_DIR ?? "", BACKUP_MARKER))).toBe(true);
    const real = async () => (await listBackups(dir)).filter((file) => !old.includes(path.basename(file)));
    for (const deadline = Date.now() + 30_000; (await real()).length === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await service.app.close();
    // Newest first: the service's, then the newest of the old ones, up to BACKUP_KEEP.
    const kept = (await listBackups(dir)).map((file) => path.basename(file));
    const made = kept.filter((name) => !old.includes(name));
    expect(made.length).toBeGreaterThan(0);
    expect(kept).toEqual([...made, ...[...old].reverse()].slice(0, 3));
    expect((await readBackup(path.join(dir, kept[0] ?? ""))).manifest.schema).toBe(lastSchema);
    expect(existsSync(path.join(dir, "notes.txt"))).toBe(true);
    expect(existsSync(path.join(service.env.DATA_DIR ?? "", BACKUP_MARKER))).toBe(false);
  });
});

describeBuilt("npm run db:backup beside the built service", { timeout: 60_000 }, () => {
  it("asks the service in its own process, which writes the backup while it runs", async () => {
    const { dataDir, remove } = await freshDataDir();
    const instance = await startInstance({
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(path.dirname(dataDir), "outbox"),
      BACKUP_INTERVAL_HOURS: "0",
    });
    try {
      const made = await shell(embeddedBackupCommand, { DATA_DIR: dataDir });
      const file = /^Backup written by the running service: (\S+)$/m.exec(made.stdout)?.[1] ?? "";
      expect((await readBackup(file)).manifest.schema).toBe(lastSchema);
      expect(instance.log()).toContain('"msg":"backup written"');
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    } finally {
      await instance.stop();
      await remove();
    }
  });
});
