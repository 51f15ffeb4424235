import net from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { clientDir, describeBuilt } from "../../support/built-site";
import { builtSiteService } from "../../support/built-site-service";

/**
 * What a new connection delivers in its first round trip: TCP's initial window of 10 segments of
 * 1,460 bytes (RFC 6928), the figure Lighthouse's simulator uses too. A page whose answer is longer
 * waits one more round trip (150 ms on the benchmark's slow 4G) before it can paint.
 */
const FIRST_WINDOW = 10 * 1460;

let app: FastifyInstance;
let port: number;
let pages: BuiltPage[];

beforeAll(async () => {
  pages = await readBuiltPages(clientDir);
  app = await builtSiteService();
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** The bytes the service writes for one GET of a page, as a browser asks for it: its head and body. */
function answerBytes(urlPath: string): Promise<{ status: number; head: number; body: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let received = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = received.subarray(0, end + 4).toString("latin1");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
      if (received.length < end + 4 + length) return;
      socket.destroy();
      resolve({ status: Number(head.split(" ")[1]), head: end + 4, body: length });
    });
    socket.on("error", reject);
    socket.write(
      `GET ${urlPath} HTTP/1.1\r\nHost: localhost:${port}\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n`,
    );
  });
}

describeBuilt("a page's first round trip", () => {
  it(`sends every page, headers and brotli HTML, in TCP's first window (${FIRST_WINDOW} bytes)`, async () => {
    expect(pages.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const page of pages) {
      const { status, head, body } = await answerBytes(page.urlPath);
      expect(status, page.urlPath).toBe(/(^|\/)404$/.test(page.urlPath) ? 404 : 200);
      const bytes = head + body;
      if (bytes > FIRST_WINDOW) over.push(`${page.urlPath}: ${head} + ${body} = ${bytes} bytes`);
    }
    expect(over).toEqual([]);
  });
});
