import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "#server/db/client";
import { bundledMigrations } from "#server/db/migrate";
import { backends, freshStorage } from "../support/database";

describe.each(backends)("migrations on the %s database", (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(storage: { DATA_DIR: string; DATABASE_URL?: string }): Promise<DatabaseHandle> {
    const handle = await openDatabase({ dataDir: storage.DATA_DIR, databaseUrl: storage.DATABASE_URL });
    cleanups.push(() => handle.close());
    return handle;
  }

  it("are all applied once, and re-opening applies nothing", async () => {
    const storage = await freshStorage(backend);
    cleanups.push(storage.remove);
    const first = await open(storage);
    const tables = await queryRows<{ table_name: string }>(
      first.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "submissions",
        "demo_requests",
        "outbox_emails",
        "outbox_webhooks",
        "staff_users",
        "notes",
      ]),
    );
    const recorded = await queryRows<{ tag: string }>(first.db, sql`select tag from schema_migrations`);
    expect(recorded.map((r) => r.tag)).toEqual(bundledMigrations().map((m) => m.tag));
    await cleanups.pop()?.();
    const second = await open(storage);
    expect(second.applied).toEqual([]);
  });

  it("check the shape of a language code, not a list: a new language needs no migration", async () => {
    const storage = await freshStorage(backend);
    cleanups.push(storage.remove);
    const { db } = await open(storage);
    const insert = (locale: string) =>
      db.execute(sql`insert into submissions (kind, reference, locale, consent_version, email, ip_hash)
        values ('contact', ${`CON-${locale}`}, ${locale}, 'v1', 'a@example.ma', 'h')`);
    await expect(insert("es")).resolves.toBeDefined();
    await expect(insert("tzm")).resolves.toBeDefined();
    for (const wrong of ["FR", "english", "f", "fr-MA", ""]) await expect(insert(wrong)).rejects.toThrow();
  });

  it.runIf(backend === "postgres")(
    "are applied exactly once when several instances start at once",
    async () => {
      const storage = await freshStorage(backend);
      cleanups.push(storage.remove);
      const handles = await Promise.all([open(storage), open(storage), open(storage), open(storage)]);
      expect(handles.map((h) => h.applied.length).sort()).toEqual([0, 0, 0, bundledMigrations().length]);
    },
  );
});
