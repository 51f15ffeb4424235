import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "#server/db/schema";
import { DEFAULT_LEASE_MS } from "#server/delivery/deliveries";
import { emailChannel } from "#server/delivery/email-channel";
import { startOutboxWorker } from "#server/delivery/worker";
import { smtpTransport } from "#server/mail/transport";
import type { ReceivedMail } from "../../../e2e/support/smtp-listener";
import { postgresAdminUrl } from "../support/database";
import { must } from "../support/must";
import { validContact } from "../support/payloads";
import { startRelay, type Relay } from "../support/relay";
import { startService, type Service } from "../support/service";

/** Polls `check` until it holds (a condition, not a delay); fails after 20 s. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/** The service's log lines at `warn` and above, parsed. */
function logSink() {
  const lines: { msg?: string; outboxId?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { stream, lines };
}

const messageId = (mail: ReceivedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];

/** Copies that reached the SMTP server beyond the first of each Message-ID. */
function duplicates(messages: ReceivedMail[]) {
  const ids = messages.map(messageId);
  return ids.length - new Set(ids).size;
}

async function queueContacts(service: Service, count: number) {
  for (let n = 0; n < count; n++) {
    const answer = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...validContact, email: `sent-once-${n}@example.ma` },
    });
    expect(answer.statusCode).toBe(201);
  }
}

/** An outbox worker of the test's own, on the service's database, with a clock the test moves. */
function testWorker(service: Service) {
  const clock = { now: Date.now() };
  const transport = smtpTransport(must(service.env.SMTP_URL), "Urbis <no-reply@urbis.test>");
  const worker = startOutboxWorker({
    db: service.app.db,
    channels: [emailChannel(transport)],
    log: service.app.log,
    now: () => new Date(clock.now),
    autoStart: false,
  });
  return {
    clock,
    worker,
    close: async () => {
      await worker.stop();
      transport.close();
    },
  };
}

/**
 * An e-mail is sent at least once, and once only when nothing fails for longer than a claim's
 * lease: sent, the worker records it as sent, again and again while the database is away, for as
 * long as the row is its own. Before, a send whose recording failed (the database restarting) was
 * recorded as failed, which failed too, and the row was sent again once its lease ended: 15 of the
 * 20 e-mails the probe received twice.
 */
(postgresAdminUrl ? describe : describe.skip)("e-mails sent while PostgreSQL goes away", () => {
  const sink = logSink();
  let relay: Relay;
  let service: Service;
  beforeAll(async () => {
    // Between the service and PostgreSQL, a relay this test cuts and restores as a restart would.
    const server = new URL(postgresAdminUrl);
    relay = await startRelay(server.hostname, Number(server.port || 5432));
    service = await startService(
      "postgres",
      { JOBS: "false", LOG_LEVEL: "warn", DATABASE_POOL_SIZE: "5" },
      { logStream: sink.stream },
    );
    const relayed = new URL(must(service.env.DATABASE_URL));
    relayed.host = `127.0.0.1:${relay.port}`;
    service.env.DATABASE_URL = relayed.href;
    await service.restart();
  });
  afterAll(async () => {
    await service.close();
    await relay.close();
  });

  it("reach the SMTP server once each when the database is back within the lease", async () => {
    // 10 contact messages: 20 e-mails, sent in two batches of 10.
    await queueContacts(service, 10);
    const rows = await service.app.db.select().from(outboxEmails);
    expect(rows).toHaveLength(20);
    const { clock, worker, close } = testWorker(service);
    const waiting = () => sink.lines.filter((line) => line.msg?.startsWith("e-mail sent; not yet recorded"));

    // The database goes away as the first e-mail reaches the SMTP server: the first batch is sent,
    // and none of it can be recorded.
    const cut = service.smtp.waitFor(() => true).then(() => relay.down());
    const round = worker.runOnce();
    await cut;
    await until(() => service.smtp.messages.length >= 10, "the first batch is sent");
    await until(
      () => new Set(waiting().map((line) => line.outboxId)).size >= 10,
      "each waits to be recorded",
    );
    expect(service.smtp.messages).toHaveLength(10);
    await relay.up();
    expect(await round).toBe(20);

    // Once every lease is over, nothing is sent again.
    clock.now += DEFAULT_LEASE_MS + 1;
    expect(await worker.runOnce()).toBe(0);
    await close();

    const received = service.smtp.messages;
    const duplicated = duplicates(received);
    console.info(`e-mails sent while the database went away: ${received.length}, sent twice: ${duplicated}`);
    expect(duplicated, "e-mails that reached the SMTP server twice").toBe(0);
    expect(received).toHaveLength(rows.length);
    const stored = await service.app.db.select().from(outboxEmails);
    expect(stored.map((row) => [row.status, row.attempts, row.lastError])).toEqual(
      rows.map(() => ["sent", 1, null]),
    );
  });
});

describe("a re-sent e-mail", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService("embedded", { JOBS: "false" });
  });
  afterAll(() => service.close());

  it("carries the same Message-ID, derived from its row, so a mail system can recognise it", async () => {
    await queueContacts(service, 1);
    const { worker, close } = testWorker(service);
    expect(await worker.runOnce()).toBe(2);
    // As if the instance had died after sending, before recording it: the rows are due again.
    await service.app.db.update(outboxEmails).set({ status: "pending", lockedUntil: null });
    expect(await worker.runOnce()).toBe(2);
    await close();

    const received = service.smtp.messages;
    expect(received).toHaveLength(4);
    expect(duplicates(received)).toBe(2);
    const rows = await service.app.db.select().from(outboxEmails);
    const ids = rows.map((row) => `<outbox-${row.id}-${row.createdAt.getTime()}@urbis.invalid>`);
    expect(received.map(messageId).sort()).toEqual([...ids, ...ids].sort());
  });
});
