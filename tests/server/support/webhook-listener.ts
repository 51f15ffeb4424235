import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "#server/config";
import { startOutboxWorker } from "#server/delivery/worker";
import { webhookChannel } from "#server/delivery/webhook-channel";
import { leadWebhook } from "#server/webhook/target";
import type { Service } from "./service";

/** LEAD_WEBHOOK_SECRET of the tests: the service signs with it, the listener verifies with it. */
export const SECRET = "a shared secret of the CRM, 32+ characters long";

/** The service's webhook channel, sent by a worker on the test's own clock (the service's is off). */
export function webhookWorker(service: Service, clock: () => number, options?: { timeoutMs: number }) {
  return startOutboxWorker({
    db: service.app.db,
    channels: [webhookChannel(leadWebhook(loadConfig(service.env)), options)],
    log: service.app.log,
    now: () => new Date(clock()),
    autoStart: false,
  });
}

/** A request the listener received, checked as a receiver checks it. */
export type ReceivedHook = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature matches the body and the timestamp for the listener's secret. */
  verified: boolean;
  /** The status it was answered with. */
  status: number;
};

export type WebhookListener = {
  url: string;
  origin: string;
  received: ReceivedHook[];
  /** Answers the next `count` requests with `status` (503: the receiver is down for a while). */
  refuseNext: (count: number, status?: number, headers?: Record<string, string>) => void;
  /** Never answers from now on (until closed): the sender's timeout must end the request. */
  hang: () => void;
  close: () => Promise<void>;
};

/**
 * A CRM's webhook receiver in the test process (node:http on 127.0.0.1, a free port unless given). It verifies
 * each request's signature the way docs/forms.md tells a receiver to, keeps what it received, and
 * answers 200 unless told to refuse.
 */
export async function startWebhookListener(
  secret: string,
  { path = "/hooks/urbis", port = 0 }: { path?: string; port?: number } = {},
): Promise<WebhookListener> {
  const received: ReceivedHook[] = [];
  const refusals: { status: number; headers: Record<string, string> }[] = [];
  let hanging = false;

  const verify = (headers: IncomingHttpHeaders, body: string) => {
    const timestamp = String(headers["x-urbis-timestamp"] ?? "");
    const given = Buffer.from(String(headers["x-urbis-signature"] ?? ""));
    const expected = Buffer.from(
      `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`,
    );
    return timestamp !== "" && given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (hanging) return;
      const body = Buffer.concat(chunks).toString("utf8");
      const refusal = refusals.shift();
      const status = refusal?.status ?? 200;
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body,
        verified: verify(request.headers, body),
        status,
      });
      response.writeHead(status, refusal?.headers ?? { "content-type": "application/json" });
      response.end(status === 200 ? '{"ok":true}' : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${path}`,
    origin,
    received,
    refuseNext: (count, status = 503, headers = {}) => {
      for (let i = 0; i < count; i++) refusals.push({ status, headers });
    },
    hang: () => {
      hanging = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
