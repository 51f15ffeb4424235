import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { queryRows } from "#server/db/client";
import { outboxEmails, submissions } from "#server/db/schema";
import { createStaffUser } from "#server/inbox/auth/staff-users";
import { startSmtpListener, type ReceivedMail, type SmtpListener } from "../../../e2e/support/smtp-listener";
import { Agent } from "../inbox/support/agent";
import { PASSWORD, signIn } from "../inbox/support/inbox";
import { freshPostgresUrl, postgresAdminUrl, root } from "../support/database";
import { must } from "../support/must";
import { validContact } from "../support/payloads";
import { backupCli } from "./support/cli";
import { startService, type Service } from "../support/service";

/** Polls `check` until it holds (a condition, not a delay); fails after 30 s. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

const messageId = (mail: ReceivedMail) => /^Message-ID:\s*<outbox-(\d+)-/im.exec(mail.raw)?.[1];
const SUBMISSIONS = 1000;
const CONCURRENCY = 20;
/** E-mails the restored service sends before the test looks: the oldest pending ones come first. */
const RESUMED = 100;

/**
 * The proof that a backup restores (issue 31, part 3): a backup asked of the running service in
 * the middle of 1,000 submissions, restored into a new folder, and a service started on it.
 */
describe("a backup taken while the service works", { timeout: 120_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  /** The backup the first test took, what was acknowledged before it, and what was sent. */
  let taken:
    { file: string; before: string[]; env: Record<string, string>; sent: ReceivedMail[] } | undefined;
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** 1,000 contact messages, 20 at a time; `midway` runs once half of them are acknowledged. */
  async function submitAll(service: Service, midway: (acknowledged: string[]) => Promise<unknown>) {
    const acknowledged: string[] = [];
    let next = 0;
    let backup: Promise<unknown> | undefined;
    const worker = async () => {
      while (next < SUBMISSIONS) {
        const n = next++;
        const answer = await service.app.inject({
          method: "POST",
          url: "/api/contact-messages",
          payload: { ...validContact, email: `backup-${n}@example.ma` },
        });
        expect(answer.statusCode).toBe(201);
        acknowledged.push((answer.json() as { reference: string }).reference);
        if (acknowledged.length === SUBMISSIONS / 2) backup = midway([...acknowledged]);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await backup;
    return acknowledged;
  }

  async function startOn(dataDir: string, env: Record<string, string>, smtp: SmtpListener) {
    const app = await buildApp(
      loadConfig({ ...env, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
    );
    cleanups.push(() => app.close());
    return app;
  }

  it("restores every submission acknowledged before it once, the accounts, and the outbox's progress", async () => {
    const service = await startService("embedded", { BACKUP_INTERVAL_HOURS: "0", FORM_RATE_LIMIT: "5000" });
    cleanups.push(() => service.close());
    await createStaffUser(service.app.db, {
      email: "salma@urbis.ma",
      name: "Salma Idrissi",
      password: PASSWORD,
    });

    let before: string[] = [];
    let backupFile = "";
    await submitAll(service, async (acknowledged) => {
      // Some e-mails are sent and recorded so before the backup begins.
      await until(
        async () => (await service.app.db.$count(outboxEmails, eq(outboxEmails.status, "sent"))) > 0,
        "an e-mail is sent",
      );
      before = acknowledged;
      const made = await backupCli(["backup"], service.env);
      expect(made, made.out).toMatchObject({ code: 0 });
      backupFile = /Backup written by the running service: (\S+)/.exec(made.out)?.[1] ?? "";
    });
    expect(backupFile).toMatch(/urbis-backup-[\dT.-]+Z\.tar$/);

    // The first service stops (its SMTP listener stays): the copy is all that remains of it.
    await service.app.close();
    const folder = await mkdtemp(path.join(root, "restored-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const restored = path.join(folder, "pgdata");
    const done = await backupCli(["restore", backupFile], { ...service.env, DATA_DIR: restored });
    expect(done, done.out).toMatchObject({ code: 0 });

    await checkRestored({ ...service.env, DATA_DIR: restored }, before, service.smtp.messages);
    taken = { file: backupFile, before, env: service.env, sent: service.smtp.messages };
  });

  (postgresAdminUrl ? it : it.skip)(
    "restores the same file into an empty PostgreSQL database, as well",
    async () => {
      const { file, before, env, sent } = must(taken, "the backup of the first test");
      const target = await freshPostgresUrl();
      cleanups.push(target.remove);
      const intoPostgres = await backupCli(["restore", file, "--to", target.databaseUrl], env);
      expect(intoPostgres, intoPostgres.out).toMatchObject({ code: 0 });
      expect(intoPostgres.out).toMatch(/submissions +\d+ rows +sha256 [0-9a-f]{16} +restored/);
      await checkRestored({ ...env, DATABASE_URL: target.databaseUrl }, before, sent);
    },
  );

  /**
   * A service started on the restored database: every submission acknowledged before the backup
   * began is there once, the account signs in, and the outbox resumes without sending twice.
   */
  async function checkRestored(env: Record<string, string>, before: string[], sentFirst: ReceivedMail[]) {
    const smtp = await startSmtpListener();
    cleanups.push(() => smtp.close());
    const app = await startOn(env.DATA_DIR ?? "", { ...env, JOBS: "false" }, smtp);

    // Every submission acknowledged before the backup began, once.
    const found = await app.db
      .select({ reference: submissions.reference, email: submissions.email })
      .from(submissions)
      .where(inArray(submissions.reference, before));
    expect(found.map((row) => row.reference).sort()).toEqual([...before].sort());
    const [perEmail] = await queryRows<{ repeated: number }>(
      app.db,
      sql`SELECT count(*)::int AS repeated FROM (SELECT email FROM submissions GROUP BY email HAVING count(*) > 1) r`,
    );
    expect(perEmail?.repeated).toBe(0);

    // The account made before signs in.
    expect((await signIn(new Agent(() => app))).statusCode).toBe(303);

    // The outbox resumes, oldest first: what the copy records as sent (truly: the first service's
    // SMTP server has it) is not sent again, and what it holds as pending is sent once.
    const rows = await app.db.select({ id: outboxEmails.id, status: outboxEmails.status }).from(outboxEmails);
    const sent = new Set(rows.filter((r) => r.status === "sent").map((r) => String(r.id)));
    const pending = new Set(rows.filter((r) => r.status === "pending").map((r) => String(r.id)));
    expect(sent.size).toBeGreaterThan(0);
    expect(pending.size).toBeGreaterThan(RESUMED);
    const sentBefore = new Set(sentFirst.map(messageId));
    expect([...sent].filter((id) => !sentBefore.has(id))).toEqual([]);
    await app.close();
    const resumed = await startOn(env.DATA_DIR ?? "", env, smtp);
    await until(() => smtp.messages.length >= RESUMED, `${RESUMED} e-mails are sent`);
    const ids = smtp.messages.map(messageId);
    expect(ids.filter((id) => id === undefined || !pending.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    await resumed.close();
  }
});
