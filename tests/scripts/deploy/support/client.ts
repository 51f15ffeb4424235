import http from "node:http";
import https from "node:https";
import { text } from "node:stream/consumers";
import type { Answer, Request } from "../../../server/security/support/graded-exchange";

/**
 * A client that trusts one certificate authority (the test's self-signed certificate) and gives
 * answers untouched: no redirect followed, no body decompressed.
 */
export function client(ca: string) {
  return function send(base: string, request: Request): Promise<Answer> {
    const url = new URL(request.url, base);
    const options = { method: request.method ?? "GET", headers: request.headers, agent: false } as const;
    return new Promise((resolve, reject) => {
      const answered = (response: http.IncomingMessage) => {
        text(response).then(
          (body) => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
          reject,
        );
      };
      const sent =
        url.protocol === "https:"
          ? https.request(url, { ...options, ca }, answered)
          : http.request(url, options, answered);
      sent.on("error", reject);
      sent.end(request.payload);
    });
  };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitUntilAnswering(send: () => Promise<Answer>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if ((await send()).statusCode === 200) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No answer within ${timeoutMs} ms: ${String(last)}`);
}
