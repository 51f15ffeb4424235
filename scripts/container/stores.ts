// The two stores the container check runs the image on (scripts/container-check.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { check, root, run } from "./tools";

export type Storage = {
  name: string;
  env: Record<string, string>;
  /** Whether the store holds `reference`, asked once the service in `container` has stopped. */
  stored: (reference: string, container: string) => Promise<boolean>;
  remove: () => Promise<void>;
};

/** Read in the container with the image's own PGlite: the submission, and whether the lock is left. */
const embeddedQuery = `
  import { existsSync } from "node:fs";
  import { PGlite } from "@electric-sql/pglite";
  const dir = process.env.DATA_DIR;
  const locked = existsSync(dir + "/urbis.lock");
  const db = await PGlite.create({ dataDir: dir });
  const { rows } = await db.query("select 1 from submissions where reference = $1", [process.argv[1]]);
  await db.close();
  console.log(JSON.stringify({ locked, rows: rows.length }));`;

/**
 * The embedded store, in the image's data volume (DATA_DIR=/var/lib/urbis/data), read in the same
 * container once the service has stopped. Its lock must be gone: only a clean close removes it
 * (decision 025).
 */
export function embedded(buildah: string): Storage {
  return {
    name: "embedded",
    env: {},
    stored: async (reference, container) => {
      const { stdout } = await run(buildah, [
        ...["run", "--isolation", "chroot", "--network", "host", container, "--"],
        ...["node", "--input-type=module", "-e", embeddedQuery, reference],
      ]);
      const found = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
        locked?: boolean;
        rows?: number;
      };
      check(found.locked === false, `embedded: the data folder's lock was left behind (${stdout.trim()})`);
      return found.rows === 1;
    },
    remove: async () => undefined,
  };
}

async function query(url: string, text: string, values: string[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new database on the tests' PostgreSQL server (TEST_DATABASE_URL, or scripts/postgres.sh's). */
export async function postgres(): Promise<Storage> {
  const postgresScript = () =>
    execFileSync("bash", [path.join(root, "scripts/postgres.sh")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    })
      .trim()
      .split("\n")
      .at(-1) ?? "";
  const server = process.env.TEST_DATABASE_URL || postgresScript();
  const name = `urbis_container_${process.pid}`;
  await query(server, `drop database if exists ${name}`);
  await query(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name: "postgresql",
    env: { DATABASE_URL: url.toString() },
    stored: async (reference) =>
      (await query(url.toString(), "select 1 from submissions where reference = $1", [reference])).length ===
      1,
    remove: async () => {
      await query(server, `drop database if exists ${name} with (force)`);
    },
  };
}
