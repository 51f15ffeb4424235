import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { RETRY_AFTER_SECONDS } from "#server/db/unavailable";
import { copy } from "../../../e2e/support/copy";
import { postgresAdminUrl } from "../support/database";
import { startRelay } from "../support/relay";
import { validContact } from "../support/payloads";
import { counts } from "../support/rows";
import { startService, type Service } from "../support/service";

const CONCURRENT = 50;

/** Polls `check` until it holds (a condition, not a delay); fails after 20 s. */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

const post = (service: Service, n: number, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: "POST",
    url: "/api/contact-messages",
    headers,
    payload: { ...validContact, email: `restart-${n}@example.ma` },
  });

/** What a database that went away must leave: answers of 201 or 503, and only whole submissions. */
async function expectNothingLostOrHalfStored(service: Service, answers: Awaited<ReturnType<typeof post>>[]) {
  for (const answer of answers) {
    expect([201, 503], answer.body).toContain(answer.statusCode);
    if (answer.statusCode === 503) {
      expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({
        error: "unavailable",
        message: copy("fr", "forms", "forms.problem.server"),
      });
    }
  }
  const acknowledged = answers
    .filter((a) => a.statusCode === 201)
    .map((a) => a.json<{ reference: string }>());
  const stored = await queryRows<{ reference: string; changes: number; contact: number }>(
    service.app.db,
    sql`select s.reference,
      (select count(*)::int from status_changes c where c.submission_id = s.id) as changes,
      (select count(*)::int from contact_messages m where m.submission_id = s.id) as contact
      from submissions s`,
  );
  // Every acknowledged submission stored once, whole; nothing stored that was refused.
  expect(stored.map((row) => row.reference).sort()).toEqual(acknowledged.map((a) => a.reference).sort());
  for (const row of stored)
    expect({ changes: row.changes, contact: row.contact }).toEqual({ changes: 1, contact: 1 });
}

/**
 * PostgreSQL going away under load (a restart, a failover, an administrator ending the service's
 * connections) must not end the process: requests in flight are refused with 503 and
 * `Retry-After`, nothing half stored; /readyz says so while the database is away; the service
 * carries on once it is back. node-postgres reports a dropped connection that is in use as an
 * 'error' event on the connection, which ended the process when nothing listened to it.
 */
(postgresAdminUrl ? describe : describe.skip)(
  "the service when PostgreSQL goes away",
  { timeout: 60_000 },
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it(`rides through pg_terminate_backend on its connections with ${CONCURRENT} submissions in flight`, async () => {
      const service = await startService("postgres", { DATABASE_POOL_SIZE: "20" });
      cleanups.push(service.close);
      const database = new URL(service.env.DATABASE_URL ?? "").pathname.slice(1);
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      await admin.connect();
      cleanups.push(() => admin.end());
      // Submissions wait on a lock the administrator holds: they are in flight, on the service's
      // connections, when those are ended.
      const holder = new pg.Client({ connectionString: service.env.DATABASE_URL });
      await holder.connect();
      cleanups.push(() => holder.end());
      await holder.query("begin; lock table submissions in access exclusive mode");

      // The sessions waiting for that lock (not those waiting on each other's rate-limit counter).
      const table = (await holder.query<{ oid: number }>("select 'submissions'::regclass::oid as oid"))
        .rows[0]?.oid;
      const waitingOnTheLock = `from pg_stat_activity a join pg_locks l on l.pid = a.pid
        where a.datname = $1 and not l.granted and l.relation = $2`;
      const answers = Promise.all(Array.from({ length: CONCURRENT }, (_, n) => post(service, n)));
      const waiting = async () =>
        (
          await admin.query<{ n: number }>(`select count(distinct a.pid)::int as n ${waitingOnTheLock}`, [
            database,
            table,
          ])
        ).rows[0]?.n ?? 0;
      await until(async () => (await waiting()) >= 10, "submissions wait on the lock");
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from (select distinct a.pid ${waitingOnTheLock}) waiting`,
        [database, table],
      );
      expect(ended.rowCount).toBeGreaterThanOrEqual(10);
      await holder.query("rollback");

      const settled = await answers;
      const refused = settled.filter((a) => a.statusCode === 503).length;
      expect(refused, "the submissions whose connection was ended").toBeGreaterThanOrEqual(
        ended.rowCount ?? 0,
      );
      await expectNothingLostOrHalfStored(service, settled);

      // Carries on: a new submission is stored, and the instance says it is ready.
      expect((await post(service, CONCURRENT)).statusCode).toBe(201);
      expect((await service.app.inject("/readyz")).statusCode).toBe(200);
    });

    it("says it is not ready while the database is down, refuses with 503, and carries on once it is back", async () => {
      // Between the service and PostgreSQL, a relay this test can cut and restore as a restart would.
      const server = new URL(postgresAdminUrl);
      const relay = await startRelay(server.hostname, Number(server.port || 5432));
      cleanups.push(relay.close);
      const service = await startService("postgres", { DATABASE_POOL_SIZE: "5" });
      cleanups.push(service.close);
      const relayed = new URL(service.env.DATABASE_URL ?? "");
      relayed.host = `127.0.0.1:${relay.port}`;
      service.env.DATABASE_URL = relayed.href;
      await service.restart();

      expect((await post(service, 0)).statusCode).toBe(201);
      relay.down();
      const during = await Promise.all([
        post(service, 1),
        post(service, 2, { accept: "text/html", "accept-language": "ar" }),
        post(service, 3, { "accept-language": "en" }),
      ]);
      for (const answer of during) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      }
      // A visitor posting without script reads it in their language, and is told to try again.
      expect(during[1]?.body).toContain(copy("ar", "forms", "forms.problem.server"));
      // A script reads the code, and the words to show in the visitor's language.
      expect(during[2]?.json()).toEqual({
        error: "unavailable",
        message: copy("en", "forms", "forms.problem.server"),
      });
      const notReady = await service.app.inject("/readyz");
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: "unavailable", checks: { database: "failing" } });

      await relay.up();
      await until(
        async () => (await service.app.inject("/readyz")).statusCode === 200,
        "the service is ready again",
      );
      expect((await post(service, 3)).statusCode).toBe(201);
      expect(await counts(service.app.db)).toMatchObject({ submissions: 2, contact: 2 });
    });
  },
);
