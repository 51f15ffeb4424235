import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "#server/db/client";
import { outboxEmails, submissions } from "#server/db/schema";
import { createStaffUser } from "#server/inbox/auth/staff-users";
import { startSmtpListener, type SmtpListener } from "../../e2e/support/smtp-listener";
import { describeBuilt } from "../support/built-site";
import { freshPostgresUrl, postgresAdminUrl } from "./support/database";
import { validContact } from "./support/payloads";
import { startInstance, type Instance } from "./support/instances";
import { signInOver } from "./support/http-sign-in";

const TOTAL = 1000;
const CONCURRENCY = 50;

/** A client behind the load balancer: its address comes in X-Forwarded-For from the trusted hop. */
function post(instance: Instance, n: number, address = `198.18.${n >> 8}.${n & 255}`) {
  return fetch(`${instance.url}/api/contact-messages`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ ...validContact, email: `load-${n}@example.ma` }),
  });
}

/**
 * Two instances of the built service on one PostgreSQL database, as behind a load balancer; one of
 * them is killed (SIGKILL) halfway through a load of 1,000 submissions.
 */
(postgresAdminUrl ? describeBuilt : describe.skip)(
  "two instances on one PostgreSQL server",
  { timeout: 240_000 },
  () => {
    let db: DatabaseHandle;
    let smtp: SmtpListener;
    let a: Instance;
    let b: Instance;
    const cleanups: (() => Promise<unknown>)[] = [];

    beforeAll(async () => {
      const database = await freshPostgresUrl();
      cleanups.push(database.remove);
      smtp = await startSmtpListener();
      cleanups.push(smtp.close);
      const dir = await mkdtemp(path.join(tmpdir(), "urbis-instances-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: database.databaseUrl,
        DATABASE_POOL_SIZE: "20",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        TRUST_PROXY: "1",
        FORM_RATE_LIMIT: "3",
        OUTBOX_LEASE_SECONDS: "3",
        DATA_DIR: path.join(dir, "unused"),
      };
      // Started together: both migrate the same empty database at once.
      [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
      cleanups.push(
        () => a.kill(),
        () => b.kill(),
      );
      db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: dir, poolSize: 2 });
      cleanups.push(db.close);
    });
    afterAll(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it("migrated the database once, though both started on it at the same moment", async () => {
      const rows = await queryRows<{ tag: string }>(db.db, sql`select tag from schema_migrations`);
      expect(new Set(rows.map((row) => row.tag)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(1);
    });

    it("counts a client's submissions across both instances for the rate limit", async () => {
      const client = "203.0.113.77";
      const statuses = [];
      for (const instance of [a, b, a, b])
        statuses.push((await post(instance, 5000 + statuses.length, client)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    });

    it("keeps a sign-in made on one instance valid on the other", async () => {
      await createStaffUser(db.db, {
        email: "salma@urbis.ma",
        name: "Salma Idrissi",
        password: "a long enough passphrase",
      });
      const session = await signInOver(a.url, "salma@urbis.ma", "a long enough passphrase");
      const other = await fetch(`${b.url}/inbox/demo`, { headers: { cookie: session }, redirect: "manual" });
      expect(other.status).toBe(200);
      expect(await other.text()).toContain("Salma Idrissi");
    });

    it("stores every acknowledged submission exactly once, and sends its e-mails, though one instance is killed", async () => {
      const acknowledged = new Map<number, string>();
      let next = 0;
      let killed = false;
      async function client() {
        while (next < TOTAL) {
          const n = next++;
          if (n === TOTAL / 2 && !killed) {
            killed = true;
            await b.kill();
          }
          // Half the traffic goes to b while it lives. A proxy sends to a what b refused to connect
          // for; a request b had in hand when it died is not sent again (it may have been stored).
          const target = n % 2 === 1 && !killed ? b : a;
          const response = await post(target, n).catch((error: Error) =>
            (error.cause as { code?: string } | undefined)?.code === "ECONNREFUSED" ? post(a, n) : undefined,
          );
          if (response?.status === 201)
            acknowledged.set(n, ((await response.json()) as { reference: string }).reference);
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, client));
      // Every request was answered but those b had in hand when it died.
      expect(acknowledged.size).toBeGreaterThanOrEqual(TOTAL - CONCURRENCY);

      const references = [...acknowledged.values()];
      const stored = await db.db
        .select({ reference: submissions.reference, email: submissions.email })
        .from(submissions)
        .where(inArray(submissions.reference, references));
      expect(stored).toHaveLength(references.length);
      for (const [n, reference] of acknowledged)
        expect(stored.find((row) => row.reference === reference)?.email).toBe(`load-${n}@example.ma`);
      // Nothing stored twice: one row per address sent.
      const twice = await queryRows<{ email: string }>(
        db.db,
        sql`select email from submissions where email like 'load-%' group by email having count(*) > 1`,
      );
      expect(twice).toEqual([]);

      // a sends everything, including what b had claimed when it died (after its lease).
      const ids = db.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(inArray(submissions.reference, references));
      for (let waited = 0; ; waited += 500) {
        const pending = await db.db.$count(
          outboxEmails,
          and(inArray(outboxEmails.submissionId, ids), ne(outboxEmails.status, "sent")),
        );
        if (pending === 0) break;
        if (waited > 120_000) throw new Error(`${pending} e-mails still unsent`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const received = new Set(smtp.messages.map((mail) => mail.to[0]));
      for (const n of acknowledged.keys()) expect(received.has(`load-${n}@example.ma`)).toBe(true);
      const sentRows = await db.db.$count(
        outboxEmails,
        and(inArray(outboxEmails.submissionId, ids), eq(outboxEmails.status, "sent")),
      );
      expect(sentRows).toBe(references.length * 2);
    });
  },
);
