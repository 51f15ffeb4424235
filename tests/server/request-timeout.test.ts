import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, serverTimeouts } from "#server/timeouts";
import { startService, type Service } from "./support/service";

/** The limit the tests give the service: short, so that waiting for it costs little. */
const LIMIT_MS = 1_000;
/** How long after the limit a connection may still be open: Node checks a tenth of it apart. */
const SLACK_MS = 1_000;

type Outcome = { answer: string; closedAfterMs: number | undefined };

/**
 * A raw connection to the service that sends `start` at once, then `trickle` one byte every 100 ms,
 * and reports what the service answered and when it closed the connection, or that it was still
 * open `LIMIT_MS + SLACK_MS` (and a little) after it started.
 */
async function slowClient(port: number, start: string, trickle = ""): Promise<Outcome> {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const began = Date.now();
  let answer = "";
  socket.on("data", (chunk) => (answer += String(chunk)));
  socket.on("error", () => undefined);
  socket.write(start);
  let sent = 0;
  const dripping = setInterval(() => {
    if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++] ?? "");
  }, 100);
  try {
    const closedAfterMs = await new Promise<number | undefined>((resolve) => {
      const giveUp = setTimeout(() => resolve(undefined), LIMIT_MS + SLACK_MS + 2_000);
      socket.once("close", () => {
        clearTimeout(giveUp);
        resolve(Date.now() - began);
      });
    });
    return { answer, closedAfterMs };
  } finally {
    clearInterval(dripping);
    socket.destroy();
  }
}

const post = (length: number) =>
  `POST /api/contact-messages HTTP/1.1\r\nHost: urbis.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/**
 * A request must arrive whole within the limit: a body sent a byte at a time, headers that never
 * end, or a connection that sends nothing are answered 408 and closed. Before, a slow body kept
 * its connection open (still open after 150 s), and slow headers about 73 s.
 */
describe("the time a request may take to arrive", () => {
  let service: Service;
  let port: number;
  beforeAll(async () => {
    service = await startService("embedded", { JOBS: "false" }, { requestTimeoutMs: LIMIT_MS });
    await service.app.listen({ port: 0, host: "127.0.0.1" });
    port = (service.app.server.address() as { port: number }).port;
  });
  afterAll(() => service.close());

  const closedInTime = ({ closedAfterMs }: Outcome) => {
    expect(closedAfterMs, "the connection is closed").toBeDefined();
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(closedAfterMs).toBeLessThanOrEqual(LIMIT_MS + SLACK_MS);
  };

  it("a body sent slowly: 408 and closed at the limit", async () => {
    const outcome = await slowClient(port, post(2_000), " ".repeat(2_000));
    closedInTime(outcome);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("headers sent slowly: 408 and closed at the limit", async () => {
    const outcome = await slowClient(port, "GET /healthz HTTP/1.1\r\n", "X-Slow: ".padEnd(2_000, "a"));
    closedInTime(outcome);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a connection that sends nothing: closed at the limit", async () => {
    closedInTime(await slowClient(port, ""));
  });

  it("a request that arrives within the limit, even in pieces, is answered", async () => {
    const body = JSON.stringify({ a: 1 });
    const head = post(body.length).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n");
    const outcome = await slowClient(port, `${head}${body.slice(0, 4)}`, body.slice(4));
    // The limit is for the whole request, not a pause between its bytes: this one is judged.
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.closedAfterMs).toBeLessThan(LIMIT_MS);
  });

  it("in production: 30 s for a request, checked every 3 s; kept-alive connections outlast nginx's 60 s", () => {
    expect(serverTimeouts()).toEqual({
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      http: { requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 3_000 },
    });
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });
});
