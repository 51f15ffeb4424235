import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { createStaffUser, listStaffUsers } from "#server/inbox/auth/staff-users";
import { shell } from "../../docs/support/documented";
import { freshPostgresUrl, postgresAdminUrl } from "../support/database";
import { postgresBackupCommand, postgresRestoreCommand } from "./support/commands";

/** Debian's newest PostgreSQL tools first on the PATH, found as scripts/postgres.sh finds them. */
function pathWithPostgres(): string {
  const versions = readdirSync("/usr/lib/postgresql", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return [...(newest ? [`/usr/lib/postgresql/${newest}/bin`] : []), process.env.PATH ?? ""].join(":");
}

async function staffEmails(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: "unused", poolSize: 1 });
  try {
    return { applied: handle.applied, emails: (await listStaffUsers(handle.db)).map((u) => u.email) };
  } finally {
    await handle.close();
  }
}

(postgresAdminUrl ? describe : describe.skip)("a PostgreSQL backup, as docs/storage.md shows", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("pg_dump, then pg_restore into an empty database; one that holds the tables is left as it was", async () => {
    const source = await freshPostgresUrl();
    const target = await freshPostgresUrl();
    const folder = await mkdtemp(path.join(tmpdir(), "urbis-pg-backup-"));
    cleanups.push(source.remove, target.remove, () => rm(folder, { recursive: true, force: true }));
    const handle = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: "unused", poolSize: 1 });
    await createStaffUser(handle.db, {
      email: "salma@urbis.ma",
      name: "Salma",
      password: "a passphrase to remember",
    });
    await handle.close();

    const env = { PATH: pathWithPostgres(), BACKUP: path.join(folder, "urbis.dump") };
    await shell(postgresBackupCommand, { ...env, DATABASE_URL: source.databaseUrl });
    await shell(postgresRestoreCommand, { ...env, DATABASE_URL: target.databaseUrl });
    // The service finds its schema whole (no migration to apply) and the account there.
    expect(await staffEmails(target.databaseUrl)).toEqual({ applied: [], emails: ["salma@urbis.ma"] });

    // Again into the same database: refused at the first table, nothing changed.
    await expect(
      shell(postgresRestoreCommand, { ...env, DATABASE_URL: target.databaseUrl }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("already exists"),
    });
    expect((await staffEmails(target.databaseUrl)).emails).toEqual(["salma@urbis.ma"]);
  });
});
