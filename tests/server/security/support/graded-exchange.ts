import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { clientDir } from "../../../support/built-site";
import { grade, type Exchange, type Headers } from "./observatory";

/**
 * What the HTTP Observatory fetches to grade one URL, for any server in front of the visitor: the
 * service itself (tests/server/security/headers.test.ts) or nginx before its instances
 * (tests/scripts/deploy/nginx-config.test.ts).
 */
export const PROBE_ORIGIN = "https://http-observatory.security.mozilla.org";

export type Request = {
  method?: "GET" | "POST" | "HEAD";
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

export type Answer = { statusCode: number; headers: Headers; body: string };

/** Sends a request to the site over HTTPS, or over plain HTTP (the redirection test). */
export type Send = (request: Request, scheme: "https" | "http") => Promise<Answer>;

/** The site's public origins: where visitors reach it over HTTPS, and over plain HTTP. */
export type Origins = { https: string; http: string };

/** Stands for a hashed script of the build under test. */
const ASSET = "__asset__";

function builtScript(): string {
  return `/assets/${readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".js"))}`;
}

/** The answers every server of the site must grade A+, with the status each one has. */
export const gradedCases: [string, Request, number][] = [
  ["an HTML page", { url: "/" }, 200],
  ["a page in English", { url: "/en/core/features" }, 200],
  ["a page in Arabic", { url: "/ar/core/demo" }, 200],
  ["an asset", { url: ASSET }, 200],
  ["the health check (an API answer)", { url: "/healthz" }, 200],
  [
    "an unknown API endpoint (a 4xx API answer)",
    {
      method: "POST",
      url: "/api/no-such-endpoint",
      payload: "{}",
      headers: { "content-type": "application/json" },
    },
    404,
  ],
  ["the not-found page", { url: "/core/features/no-such-feature" }, 404],
  ["the English not-found page", { url: "/en/no-such-page" }, 404],
];

/** Everything the Observatory looks at for one URL: the answer, the CORS probe, the HTTP route. */
export async function observatoryExchange(
  send: Send,
  origins: Origins,
  request: Request,
): Promise<{ response: Answer; exchange: Exchange }> {
  const response = await send(
    { ...request, headers: { ...request.headers, "accept-encoding": "identity" } },
    "https",
  );
  const probe = await send({ ...request, headers: { ...request.headers, origin: PROBE_ORIGIN } }, "https");
  // Like the Observatory, the redirection test asks for the host's root over plain HTTP.
  const overHttp = await send({ url: "/" }, "http");
  const httpRoute = [`${origins.http}/`];
  if (overHttp.statusCode >= 300 && overHttp.statusCode < 400)
    httpRoute.push(String(overHttp.headers.location));
  return {
    response,
    exchange: {
      url: `${origins.https}${request.url}`,
      headers: response.headers,
      body: String(response.headers["content-type"] ?? "").startsWith("text/html")
        ? response.body
        : undefined,
      httpRoute,
      cors: { origin: PROBE_ORIGIN, headers: probe.headers },
    },
  };
}

/** Grades the answer to `request` and expects an A+ with no failing test. */
export async function expectAPlus(send: Send, origins: Origins, request: Request, status: number) {
  const url = request.url === ASSET ? builtScript() : request.url;
  const { response, exchange } = await observatoryExchange(send, origins, { ...request, url });
  expect(response.statusCode, url).toBe(status);
  const result = grade(exchange);
  const failing = result.tests.filter((t) => t.modifier < 0);
  expect(failing, `${url}: ${JSON.stringify(result.tests)}`).toEqual([]);
  expect(result.score).toBeGreaterThanOrEqual(100);
  expect(result.grade).toBe("A+");
}
