import { createHash } from "node:crypto";
import { accessSync, constants } from "node:fs";
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bundledMigrations } from "#server/db/migrate";
import { openDatabase, queryRows, type Database } from "#server/db/client";
import { freshPostgresDatabase } from "../../../scripts/postgres-database";

/**
 * Databases for service tests. The embedded one is copied from a template folder that has the
 * migrations applied (initdb costs ~4 s and ~770 MiB; a copy well under a second). When
 * TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server, each test gets a database of its
 * own there as well.
 */
export type Backend = "embedded" | "postgres";

export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";

/** The backends every storage test runs against. */
export const backends: Backend[] = postgresAdminUrl ? ["embedded", "postgres"] : ["embedded"];

/**
 * Where the tests' embedded databases live: in memory (the tmpfs at /dev/shm) where the machine has
 * one, else under test-results/. Each test copies a 40 MB template and the database writes as it
 * goes: on disk, with both cores busy, a copy took 0.5–2 s, most of it the kernel's; in memory,
 * a small part of that. One folder per checkout, so that two checkouts' runs never meet.
 */
function scratchRoot(): string {
  const memory = "/dev/shm";
  try {
    accessSync(memory, constants.W_OK);
  } catch {
    return path.resolve("test-results/service-db");
  }
  const checkout = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12);
  return path.join(memory, `urbis-tests-${checkout}`);
}

export const root = scratchRoot();

function templateName() {
  const tags = bundledMigrations().map((m) => `${m.tag}:${m.hash.slice(0, 8)}`);
  return `template-${Buffer.from(tags.join()).toString("base64url").slice(-24)}`;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Builds the template once across parallel test files; the others wait for its `ready` mark. */
async function templateDir(): Promise<string> {
  const dir = path.join(root, templateName());
  const ready = path.join(dir, ".ready");
  if (await exists(ready)) return dir;
  await mkdir(root, { recursive: true });
  try {
    await mkdir(`${dir}.lock`);
  } catch {
    for (let waited = 0; waited < 120_000; waited += 200) {
      if (await exists(ready)) return dir;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Timed out waiting for ${dir}`);
  }
  await rm(dir, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: path.join(dir, "pgdata") });
  await handle.close();
  await writeFile(ready, new Date().toISOString());
  return dir;
}

/** A fresh embedded database folder with the schema in place. */
export async function freshDataDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const template = await templateDir();
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, "db-"));
  const dataDir = path.join(dir, "pgdata");
  await cp(path.join(template, "pgdata"), dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh, empty database on the PostgreSQL server; the service migrates it when it opens it. */
export const freshPostgresUrl = () => freshPostgresDatabase(postgresAdminUrl, "urbis_test");

/** Database settings for a service under test, and how to throw the database away afterwards. */
export async function freshStorage(
  backend: Backend,
): Promise<{ DATA_DIR: string; DATABASE_URL?: string; remove: () => Promise<void> }> {
  if (backend === "postgres") {
    const { databaseUrl, remove } = await freshPostgresUrl();
    return { DATA_DIR: path.join(tmpdir(), "unused"), DATABASE_URL: databaseUrl, remove };
  }
  const { dataDir, remove } = await freshDataDir();
  return { DATA_DIR: dataDir, remove };
}

/**
 * Every row a test could have made removed, identities restarted: the database as the service
 * left it when it started on a fresh one (the migrations' record and the secrets it generated at
 * start stay). Lets the tests of a file share one service, each starting from an empty database.
 */
export async function emptyDatabase(db: Database): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'service_secrets')`,
  );
  await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`));
}
