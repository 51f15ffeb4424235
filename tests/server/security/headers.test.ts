import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/security/headers";
import { describeBuilt } from "../../support/built-site";
import { builtSiteService } from "../../support/built-site-service";
import { expectAPlus, gradedCases, type Request } from "./support/graded-exchange";
import { parseCsp } from "./support/observatory";

/** The public address the service answers behind its TLS proxy, in these tests. */
const HOST = "urbis.example";
const origins = { https: `https://${HOST}`, http: `http://${HOST}` };

let app: FastifyInstance;

beforeAll(async () => {
  app = await builtSiteService({ TRUST_PROXY: "1", SERVICE_URL: origins.https });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A request as it reaches the service from its proxy, over HTTPS unless told otherwise. */
function send(request: Request, proto = "https") {
  return app.inject({
    method: request.method ?? "GET",
    url: request.url,
    payload: request.payload,
    headers: { host: HOST, "x-forwarded-proto": proto, "accept-encoding": "br, gzip", ...request.headers },
  });
}

describeBuilt("the service's security headers, graded with the HTTP Observatory's scoring", () => {
  for (const [name, request, status] of gradedCases) {
    it(`gives ${name} an A+ (score ≥ 100)`, async () => {
      await expectAPlus(send, origins, request, status);
    });
  }

  it("sends a page's CSP with the hash of each of its inline scripts, JSON-LD included, and no unsafe source", async () => {
    const response = await send({ url: "/en/core/features", headers: { "accept-encoding": "identity" } });
    const csp = parseCsp(String(response.headers["content-security-policy"]));
    const scripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.some((m) => m[0].includes("application/ld+json"))).toBe(true);
    const hashes = [...(csp.get("script-src") ?? [])].filter((s) => s.startsWith("'sha256-"));
    expect(hashes.length).toBe(new Set(scripts.map((m) => m[1])).size);
    for (const [directive, sources] of csp) {
      expect([...sources], directive).not.toContain("'unsafe-inline'");
      expect([...sources], directive).not.toContain("'unsafe-eval'");
    }
    expect(csp.get("default-src")).toEqual(new Set(["'none'"]));
    expect(csp.get("object-src")).toEqual(new Set(["'none'"]));
    expect(csp.get("base-uri")).toEqual(new Set(["'none'"]));
    expect(csp.get("form-action")).toEqual(new Set(["'self'"]));
    expect(csp.get("frame-ancestors")).toEqual(new Set(["'none'"]));
  });

  it("puts every header on every kind of answer: redirects, 304, HEAD, errors", async () => {
    const first = await send({ url: "/core/demo" });
    const answers = [
      await send({ url: "/core/demo/" }),
      await send({ url: "/core/demo", headers: { "if-none-match": String(first.headers.etag) } }),
      await send({ method: "HEAD", url: "/en" }),
      await send({ method: "POST", url: "/healthz", payload: "x" }),
      await send({ url: "/" }, "http"),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([308, 304, 200, 404, 301]);
    for (const answer of answers) {
      for (const name of [
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
        "x-frame-options",
      ]) {
        expect(answer.headers[name], `${answer.statusCode} ${name}`).toBeTruthy();
      }
    }
    expect(answers.at(-1)?.headers.location).toBe(`https://${HOST}/`);
  });

  it("keeps the health check reachable over plain HTTP for the load balancer", async () => {
    expect((await send({ url: "/healthz" }, "http")).statusCode).toBe(200);
  });

  it("never lets an asset's policy run inline code", () => {
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});
