import { once } from "node:events";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { outboxEmails } from "#server/db/schema";
import { backends } from "./support/database";
import { validDemo } from "./support/payloads";
import { startService, type Service } from "./support/service";

/** Collects the service's log lines, each parsed. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** An SMTP server that refuses every recipient, naming it in its answer (as real servers do). */
async function refusingSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }),
      );
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const visitor = {
  ...validDemo,
  firstName: "Zineb",
  lastName: "Tazi-Ouazzani",
  email: "zineb.tazi@exemple-residence.ma",
  phone: "0661234567",
};
const secrets = [
  "Zineb",
  "Tazi-Ouazzani",
  "zineb.tazi",
  "exemple-residence",
  "0661234567",
  "661234567",
  "198.51.100.23",
];

describe.each(backends)("the log holds no visitor's personal data (%s database)", (backend) => {
  let service: Service | undefined;
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await service?.close();
    service = undefined;
    for (const close of closers.splice(0)) await close();
  });

  it("requests, refusals, failed e-mails and failed queries are logged without it, each request line with its id", async () => {
    const smtp = await refusingSmtp();
    closers.push(smtp.close);
    const log = logSink();
    service = await startService(
      backend,
      { LOG_LEVEL: "info", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      { logStream: log.stream },
    );
    const app = service.app;
    const from = { remoteAddress: "198.51.100.23" };

    const stored = await app.inject({ method: "POST", url: "/api/demo-requests", payload: visitor, ...from });
    expect(stored.statusCode).toBe(201);
    const invalid = await app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...visitor, size: "lots" },
      ...from,
    });
    expect(invalid.statusCode).toBe(422);
    const withNul = await app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...visitor, company: "Résidence\u0000Anfa" },
      ...from,
    });
    expect(withNul.statusCode).toBeLessThan(600);
    await app.inject({ method: "GET", url: `/inbox/demo?q=${encodeURIComponent(visitor.email)}`, ...from });

    // The e-mail server refuses the visitor's address, and says it.
    const reference = stored.json<{ reference: string }>().reference;
    for (let waited = 0; waited < 10_000; waited += 100) {
      const rows = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, visitor.email));
      if (rows[0]?.lastError) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A query that fails with the visitor's data among its parameters.
    await app.db
      .execute(sql`select ${visitor.email}::int, ${visitor.phone}::int`)
      .catch((error: unknown) => app.log.error({ err: error, reference }, "query failed"));

    const text = log.lines.join("\n");
    expect(text).toContain("Recipient address rejected");
    expect(text).toContain("query failed");
    for (const secret of secrets) expect(text).not.toContain(secret);
    const requests = log.parsed().filter((line) => line.msg === "incoming request");
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const line of requests) expect(String(line.reqId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
