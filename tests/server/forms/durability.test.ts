import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { submissions, outboxEmails } from "#server/db/schema";
import { emailChannel } from "#server/delivery/email-channel";
import { smtpTransport } from "#server/mail/transport";
import { backoffMs } from "#server/delivery/deliveries";
import { startOutboxWorker } from "#server/delivery/worker";
import { backends } from "../support/database";
import { validContact, validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";

describe.each(backends)("nothing is lost (%s database)", (backend) => {
  let service: Service | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it("submissions, and e-mails queued while no SMTP server answers, survive a restart; the e-mails are sent after it", async () => {
    service = await startService(backend, { SMTP_URL: "smtp://127.0.0.1:9" });
    const response = await service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: validDemo,
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    await expect
      .poll(async () => (await must(service).app.db.select().from(outboxEmails))[0]?.attempts)
      .toBe(1);
    // The mail server comes back (the right address): the pending e-mails go out at the next start.
    service.env.SMTP_URL = `smtp://127.0.0.1:${service.smtp.port}`;
    await service.app.db.update(outboxEmails).set({ nextAttemptAt: new Date() });
    await service.restart();
    const [row] = await service.app.db.select().from(submissions).where(eq(submissions.reference, reference));
    expect(row?.email).toBe(validDemo.email);
    const second = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: validContact,
    });
    expect(second.statusCode).toBe(201);
    expect(await service.app.db.$count(submissions)).toBe(2);
    await service.smtp.waitFor((m) => m.subject.includes(reference) && m.to.includes(validDemo.email));
    await service.smtp.waitFor((m) => m.subject.includes(reference) && m.to.includes("team@urbis.test"));
  });

  it("an e-mail the server refuses is retried later, with a growing delay, and then sent", async () => {
    // The service's own worker is off: this test drives one with its own clock.
    service = await startService(backend, { JOBS: "false" });
    const response = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: validContact,
    });
    expect(response.statusCode).toBe(201);
    let clock = Date.now();
    const transport = smtpTransport(must(service.env.SMTP_URL), "Urbis <no-reply@urbis.test>");
    const worker = startOutboxWorker({
      db: service.app.db,
      channels: [emailChannel(transport)],
      log: service.app.log,
      now: () => new Date(clock),
      autoStart: false,
    });

    service.smtp.failNext(2);
    expect(await worker.runOnce()).toBe(0);
    let rows = await service.app.db.select().from(outboxEmails);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(must(rows[0]).lastError).toContain("451");
    expect(must(rows[0]).nextAttemptAt.getTime() - clock).toBe(backoffMs(1));

    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toBe(0);
    clock += backoffMs(1) + 1;
    expect(await worker.runOnce()).toBe(2);
    rows = await service.app.db.select().from(outboxEmails);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2 && r.lastError === null)).toBe(true);
    expect(service.smtp.messages).toHaveLength(2);
    await worker.stop();
    // Its pooled connections closed, the listener closes at once rather than after its timeout.
    transport.close();
  });

  it("backs off from 30 s up to an hour", () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
