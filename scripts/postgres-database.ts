import pg from "pg";

/**
 * A database of its own on the PostgreSQL server `adminUrl` names, for a test or a benchmark: its
 * URL, and `remove` to drop it afterwards. It is empty: the service migrates it when it opens it.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ databaseUrl: string; remove: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    remove: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
