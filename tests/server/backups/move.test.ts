import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupStoppedFolder } from "#server/backups/embedded";
import { summarizeTables, tablesToCopy, type TableSummary } from "#server/backups/copy";
import { packBackup } from "#server/backups/format";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase, queryRows } from "#server/db/client";
import { bundledMigrations } from "#server/db/migrate";
import {
  analyticsBeacons,
  analyticsDaily,
  analyticsSalts,
  analyticsVisitors,
  demoBookings,
  demoClosedDays,
  demoDaysOff,
  demoPresenters,
  demoSettings,
  outboxEmails,
  outboxWebhooks,
  staffSessions,
  staffUsers,
  submissions,
} from "#server/db/schema";
import { must } from "../support/must";
import { createStaffUser, disableStaffUser } from "#server/inbox/auth/staff-users";
import { shell } from "../../docs/support/documented";
import { Agent, hiddenValue } from "../inbox/support/agent";
import { PASSWORD, signIn, submit, type Inbox } from "../inbox/support/inbox";
import { freshPostgresUrl, postgresAdminUrl, root } from "../support/database";
import { crash, holdLockInAnotherProcess } from "../support/lock-holder";
import { startService } from "../support/service";
import { listed, visibleText } from "../inbox/support/pages";
import { backupCli } from "./support/cli";
import { moveCommand, postgresCliRestoreCommand } from "./support/commands";

/** Polls `check` until it holds (a condition, not a delay); fails after 30 s. */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/** Every page of the inbox a team reads: each queue, and each record it lists, as text. */
async function inboxPages(app: () => FastifyInstance): Promise<Map<string, string>> {
  const agent = new Agent(app);
  expect((await signIn(agent)).statusCode).toBe(303);
  const pages = new Map<string, string>();
  for (const kind of ["demo", "contact", "deletion"]) {
    const list = await agent.get(`/inbox/${kind}`);
    pages.set(`/inbox/${kind}`, visibleText(list.body));
    for (const reference of listed(list.body)) {
      const page = await agent.get(`/inbox/${kind}/${reference}`);
      expect(page.statusCode).toBe(200);
      pages.set(`/inbox/${kind}/${reference}`, visibleText(page.body));
    }
  }
  return pages;
}

/**
 * A database the service would open: the rows of each table the move copies and of those it
 * leaves, and the summaries (count and checksum) of the first.
 */
async function stateOf(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase({ ...options, poolSize: 1 });
  try {
    const tables = await tablesToCopy(handle.db);
    const rows = await queryRows<{ name: string; rows: number }>(
      handle.db,
      sql.raw(
        [...tables, "staff_sessions", "throttle_counters"]
          .map((t) => `SELECT '${t}' AS name, count(*)::int AS rows FROM ${t}`)
          .join(" UNION ALL "),
      ),
    );
    return {
      counts: Object.fromEntries(rows.map((row) => [row.name, row.rows])),
      summaries: await summarizeTables(handle.db, tables),
    };
  } finally {
    await handle.close();
  }
}

const countRows = async (options: { databaseUrl?: string; dataDir: string }) =>
  (await stateOf(options)).counts;
const summaries = async (options: { databaseUrl?: string; dataDir: string }) =>
  (await stateOf(options)).summaries;

/** The tables of a PostgreSQL database, whatever created them. */
async function tablesIn(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * The move to PostgreSQL and the restore into it (issue 31, part 4; decision 049), from one embedded
 * store seeded through the service with every kind of record, copied for each test.
 */
(postgresAdminUrl ? describe : describe.skip)(
  "from the embedded store to PostgreSQL",
  { timeout: 120_000 },
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    let seeded = "";
    let pages = new Map<string, string>();
    let seededCounts: Record<string, number> = {};
    let seededSummaries: TableSummary[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    beforeAll(async () => {
      // The webhook's receiver is away: its deliveries are attempted and wait for a retry.
      const service = await startService("embedded", {
        BACKUP_INTERVAL_HOURS: "0",
        LEAD_WEBHOOK_URL: "http://127.0.0.1:9/crm",
        LEAD_WEBHOOK_SECRET: "a shared secret of the CRM, 32+ characters long",
      });
      cleanups.push(() => service.close());
      const inbox: Inbox = Object.assign(service, { agent: () => new Agent(() => service.app) });
      const db = service.app.db;
      await createStaffUser(db, { email: "salma@urbis.ma", name: "Salma Idrissi", password: PASSWORD });
      await createStaffUser(db, { email: "omar@urbis.ma", name: "Omar Tazi", password: PASSWORD });
      await disableStaffUser(db, "omar@urbis.ma");
      const demos = [
        await submit(inbox, "demo"),
        await submit(inbox, "demo", { city: "الرباط", company: "إقامة الأمل", preferredLanguage: "ar" }),
        await submit(inbox, "demo", { city: "Fès", plan: "premium", size: "900", timeSlots: [] }),
      ];
      const contacts = [await submit(inbox, "contact"), await submit(inbox, "contact", { subject: "press" })];
      await submit(inbox, "deletion", { email: "layla@example.ma" });
      // One deletion request left unconfirmed: not in the queue, but the team's all the same.
      const unconfirmed = await service.app.inject({
        method: "POST",
        url: "/api/deletion-requests",
        payload: { email: "pending@example.ma", consent: true, fillMs: 5000 },
      });
      expect(unconfirmed.statusCode).toBe(201);

      const agent = inbox.agent();
      expect((await signIn(agent)).statusCode).toBe(303);
      const csrf = hiddenValue((await agent.get("/inbox/demo")).body, "csrf");
      await agent.post("/inbox/demo/status", {
        csrf,
        to: "in_progress",
        ref: [demos[0] ?? "", demos[1] ?? ""],
      });
      await agent.post(`/inbox/demo/${demos[0]}/status`, { csrf, from: "in_progress", to: "done" });
      await agent.post(`/inbox/contact/${contacts[1]}/status`, { csrf, from: "new", to: "spam" });
      await agent.post(`/inbox/demo/${demos[0]}/notes`, { csrf, body: "Rappelée le 12 : démo jeudi." });
      await agent.post(`/inbox/demo/${demos[1]}/notes`, { csrf, body: "اتصلت بها، موعد يوم الخميس" });
      await agent.post(`/inbox/contact/${contacts[0]}/notes`, { csrf, body: "Répondu par e-mail." });

      // E-mails sent, webhooks attempted: deliveries of every state.
      await until(
        async () => (await db.$count(outboxEmails, eq(outboxEmails.status, "sent"))) > 3,
        "e-mails are sent",
      );
      await until(
        async () => (await db.select().from(outboxWebhooks)).every((hook) => hook.attempts > 0),
        "the webhooks are attempted",
      );
      expect(await db.$count(staffSessions)).toBeGreaterThan(0);
      // The page analytics' and the demo bookings' tables, a row each: what their own tests make.
      await db.insert(analyticsBeacons).values({
        day: "2026-11-20",
        kind: "view",
        path: "/ar",
        language: "ar",
        landing: "/ar",
        utmSource: "facebook",
        device: "phone",
        first: true,
        visitor: "a-day-hash",
      });
      await db.insert(analyticsDaily).values({
        day: "2026-11-19",
        kind: "event",
        path: "/core/tools/charges-split",
        language: "fr",
        event: "tool_used",
        detail: "charges-split",
        views: 3,
        visits: 0,
        visitors: 2,
      });
      await db.insert(analyticsVisitors).values({ day: "2026-11-19", visitors: 41 });
      await db.insert(analyticsSalts).values({ day: "2026-11-20", salt: Buffer.from("a salt of the day") });
      const presenter = must(
        (
          await db
            .select({ id: staffUsers.id })
            .from(staffUsers)
            .where(eq(staffUsers.email, "salma@urbis.ma"))
        )[0],
        "Salma's account",
      ).id;
      await db.insert(demoPresenters).values({
        userId: presenter,
        firstName: "Salma",
        languages: ["fr", "ar"],
        weeklyHours: { "1": [["09:00", "12:00"]] },
        meetingLink: "https://meet.example.ma/salma",
      });
      await db.insert(demoDaysOff).values({ userId: presenter, day: "2026-12-24" });
      await db.insert(demoClosedDays).values({ day: "2027-03-20", label: "Aïd al-Fitr" });
      await db.insert(demoSettings).values({ minutes: 45 });
      const request = must(
        (await db.select({ id: submissions.id }).from(submissions).limit(1))[0],
        "a request",
      ).id;
      await db.insert(demoBookings).values({
        submissionId: request,
        presenterId: presenter,
        startsAt: new Date("2026-12-07T09:00:00Z"),
        endsAt: new Date("2026-12-07T09:30:00Z"),
        language: "ar",
        uid: "move-test@urbis.test",
      });
      // The jobs stopped, so that no delivery changes between the pages read and the copy.
      service.env.JOBS = "false";
      await service.restart();
      pages = await inboxPages(() => service.app);
      await service.app.close();
      seeded = await mkdtemp(path.join(root, "move-seeded-"));
      cleanups.push(() => rm(seeded, { recursive: true, force: true }));
      await cp(service.env.DATA_DIR ?? "", path.join(seeded, "pgdata"), { recursive: true });
      ({ counts: seededCounts, summaries: seededSummaries } = await stateOf({
        dataDir: path.join(seeded, "pgdata"),
      }));
    }, 120_000);

    /** A copy of the seeded folder, and a fresh PostgreSQL database. */
    async function fresh() {
      const dir = await mkdtemp(path.join(root, "move-"));
      const dataDir = path.join(dir, "pgdata");
      await cp(path.join(seeded, "pgdata"), dataDir, { recursive: true });
      const target = await freshPostgresUrl();
      cleanups.push(() => rm(dir, { recursive: true, force: true }), target.remove);
      return { dataDir, url: target.databaseUrl };
    }

    it("moves every kind of record, as docs/storage.md shows; the inbox shows the same on PostgreSQL", async () => {
      // Every kind of record: each table the move copies holds some, and sessions and counts too.
      for (const [table, rows] of Object.entries(seededCounts)) expect(rows, table).toBeGreaterThan(0);
      const { dataDir, url } = await fresh();
      const moved = await shell(moveCommand, { DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: "silent" });
      // Each table with its count and checksum, the same at both ends.
      const source = seededSummaries;
      for (const table of source)
        expect(moved.stdout).toMatch(
          new RegExp(`${table.table} +${table.rows} rows +sha256 ${table.checksum.slice(0, 16)} +copied`),
        );
      expect(moved.stdout).toContain("every table has the same rows and checksum in both");
      expect(await summaries({ databaseUrl: url, dataDir: "unused" })).toEqual(source);
      // Not the sessions, nor the throttle counts, nor the move's own progress.
      expect(await countRows({ databaseUrl: url, dataDir: "unused" })).toEqual({
        ...seededCounts,
        staff_sessions: 0,
        throttle_counters: 0,
      });
      expect(await tablesIn(url)).not.toContain("urbis_move");

      // The service on PostgreSQL: the accounts sign in, and the inbox reads the same records.
      const app = await buildApp(
        loadConfig({
          ...startEnv(),
          DATA_DIR: path.join(path.dirname(dataDir), "unused"),
          DATABASE_URL: url,
        }),
      );
      cleanups.push(() => app.close());
      expect(await inboxPages(() => app)).toEqual(pages);
      // It writes after what was moved: the identities go on past the highest id copied.
      const agent = new Agent(() => app);
      await signIn(agent);
      const [reference] = [...pages.keys()].filter((page) => page.startsWith("/inbox/contact/"));
      const csrf = hiddenValue((await agent.get(reference ?? "")).body, "csrf");
      const noted = await agent.post(`${reference}/notes`, {
        csrf,
        body: "Suivi après le passage à PostgreSQL.",
      });
      expect(noted.headers.location).toBe(`${reference}?note=added`);
      expect(visibleText((await agent.get(reference ?? "")).body)).toContain(
        "Suivi après le passage à PostgreSQL.",
      );
      const sent = await app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { ...validContactAfterMove },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await app.db.$count(submissions)).toBe((seededCounts.submissions ?? 0) + 1);
    });

    it("killed in the middle of a table, run again: goes on from there, nothing twice", async () => {
      const { dataDir, url } = await fresh();
      const [last] = await queryRowsOf({ dataDir }, "SELECT max(id)::int AS id FROM outbox_emails");
      // The target migrated (as a service pointed at it would), and a transaction of the test's
      // holding the outbox's last id: the move's copy of that table waits for it mid-way.
      await (await openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 1 })).close();
      const blocker = new pg.Client({ connectionString: url });
      await blocker.connect();
      cleanups.push(() => blocker.end());
      await blocker.query("BEGIN");
      await blocker.query(
        `INSERT INTO outbox_emails (id, purpose, to_address, subject, text_body, html_body)
       OVERRIDING SYSTEM VALUE VALUES ($1, 'test', 'x@example.ma', 's', 't', 'h')`,
        [last?.id],
      );

      const child = spawn(process.execPath, ["server/cli/run-db-backup.mjs", "move", "--to", url], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
      child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
      const exited = new Promise((resolve) => child.on("exit", resolve));
      cleanups.push(async () => child.exitCode === null && child.signalCode === null && crash(child));
      // Another connection looks: the blocker's transaction sees one snapshot of the activity.
      const watcher = new pg.Client({ connectionString: url });
      await watcher.connect();
      cleanups.push(() => watcher.end());
      await until(async () => {
        const waiting = await watcher.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return (waiting.rowCount ?? 0) > 0 || child.exitCode !== null;
      }, "the move waits in the middle of outbox_emails");
      expect(child.exitCode, output).toBeNull();
      expect(output).toMatch(/notes +\d+ rows .* copied/);
      child.kill("SIGKILL");
      await exited;
      await blocker.query("ROLLBACK");

      // What arrived: the tables before outbox_emails, whole; nothing of it or after it.
      const partial = await countRows({ databaseUrl: url, dataDir: "unused" });
      expect(partial).toMatchObject({ notes: seededCounts.notes, outbox_emails: 0, outbox_webhooks: 0 });
      expect(await tablesIn(url)).toContain("urbis_move");

      // Again: the lock the killed move left is taken over; the tables copied are not copied again.
      const resumed = await backupCli(["move", "--to", url], { DATA_DIR: dataDir });
      expect(resumed.code, resumed.out).toBe(0);
      expect(resumed.out).toMatch(/submissions +\d+ rows .* copied by an earlier run/);
      expect(resumed.out).toMatch(/outbox_emails +\d+ rows .* copied\n/);
      // Every table before the one interrupted, and none from it on.
      const lines = resumed.out.split("\n").filter((line) => / rows +sha256 /.test(line));
      const interrupted = lines.findIndex((line) => line.includes(" outbox_emails "));
      expect(interrupted).toBeGreaterThan(0);
      lines.forEach((line, i) =>
        expect(line.endsWith("copied by an earlier run"), line).toBe(i < interrupted),
      );
      expect(await countRows({ databaseUrl: url, dataDir: "unused" })).toEqual({
        ...seededCounts,
        staff_sessions: 0,
        throttle_counters: 0,
      });
      expect(await summaries({ databaseUrl: url, dataDir: "unused" })).toEqual(seededSummaries);
    });

    it("refuses a target holding other data, and a folder in use, changing nothing", async () => {
      const { dataDir, url } = await fresh();
      const move = () => backupCli(["move", "--to", url], { DATA_DIR: dataDir });

      // Another application's database: not even migrated.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query("CREATE TABLE invoices (id int PRIMARY KEY)");
      let refused = await move();
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("holds other data (tables public.invoices)");
      expect(refused.out).toContain("Nothing was changed.");
      expect(await tablesIn(url)).toEqual(["invoices"]);
      await other.query("DROP TABLE invoices");
      await other.end();

      // A database a service already wrote to.
      const handle = await openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 1 });
      await createStaffUser(handle.db, { email: "nadia@urbis.ma", name: "Nadia", password: PASSWORD });
      await handle.close();
      refused = await move();
      expect(refused.out).toContain("already holds data (staff_users): move into an empty database");
      expect((await countRows({ databaseUrl: url, dataDir: "unused" })).submissions).toBe(0);

      // A folder another process holds (a running service).
      const holder = await holdLockInAnotherProcess(dataDir);
      refused = await move();
      expect(refused.out).toContain(`in use by another process (pid ${holder.pid}`);
      expect(refused.out).toContain("Stop the service, then move.");
      await crash(holder);

      expect((await backupCli(["move", "--to", "mysql://x"], { DATA_DIR: dataDir })).code).toBe(2);
      expect((await backupCli(["move"], { DATA_DIR: dataDir })).out).toContain("--to <DATABASE_URL>");
    });

    it("restores a backup into an empty PostgreSQL database, as docs/storage.md shows, and refuses bad files", async () => {
      const { dataDir, url } = await fresh();
      const folder = path.dirname(dataDir);
      const file = await backupStoppedFolder(dataDir, { dir: path.join(folder, "backups"), keep: 1 });

      const fake = (schema: string) =>
        packBackup(Buffer.from("not a data folder"), {
          schema,
          createdAt: new Date().toISOString(),
          source: "embedded",
        });
      const good = fake(bundledMigrations().at(-1)?.tag ?? "");
      const refusals: [Buffer, string][] = [
        [good.subarray(0, good.byteLength - 700), "is truncated"],
        [Buffer.from("%PDF-1.7 ".repeat(200)), "is not an Urbis backup"],
        [fake("9999_from-the-future"), "newer than this build knows"],
      ];
      for (const [bytes, reason] of refusals) {
        const bad = path.join(folder, "bad.tar");
        await writeFile(bad, bytes);
        const refused = await backupCli(["restore", bad, "--to", url, "--force"], {});
        expect(refused.code, refused.out).toBe(1);
        expect(refused.out).toContain(reason);
        expect(refused.out).toContain("Nothing was changed.");
      }
      expect(await tablesIn(url)).toEqual([]);

      const restored = await shell(postgresCliRestoreCommand, {
        BACKUP: file,
        DATABASE_URL: url,
        LOG_LEVEL: "silent",
      });
      expect(restored.stdout).toContain(`Restored ${file} (made `);
      expect(await summaries({ databaseUrl: url, dataDir: "unused" })).toEqual(seededSummaries);

      // Again: the target holds data now; --force replaces it.
      const again = await backupCli(["restore", file, "--to", url], {});
      expect(again.out).toMatch(/already holds data \(.*staff_users.*submissions.*\): restore into an empty/);
      expect(again.out).toContain("add --force to replace its data.");
      const handle = await openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 1 });
      await createStaffUser(handle.db, { email: "nadia@urbis.ma", name: "Nadia", password: PASSWORD });
      await handle.close();
      const forced = await backupCli(["restore", file, "--force"], { DATABASE_URL: url });
      expect(forced.code, forced.out).toBe(0);
      expect(await summaries({ databaseUrl: url, dataDir: "unused" })).toEqual(seededSummaries);
    });
  },
);

const validContactAfterMove = {
  name: "Hind Berrada",
  email: "hind@example.ma",
  subject: "sales",
  message: "Bonjour, une question sur les tarifs.",
  consent: true,
  fillMs: 5000,
};

/** Settings of a service under test, as tests/server/support/service.ts gives them. */
function startEnv(): Record<string, string> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JOBS: "false",
    SITE_DIR: path.resolve(`test-results/service-site/${process.pid}`),
    SERVICE_URL: "http://urbis.test",
    TEAM_EMAIL: "team@urbis.test",
    MAIL_FROM: "Urbis <no-reply@urbis.test>",
    SMTP_URL: "smtp://127.0.0.1:9",
  };
}

async function queryRowsOf(options: { dataDir: string }, text: string) {
  const handle = await openDatabase({ ...options, poolSize: 1 });
  try {
    return await queryRows<{ id: number }>(handle.db, sql.raw(text));
  } finally {
    await handle.close();
  }
}
