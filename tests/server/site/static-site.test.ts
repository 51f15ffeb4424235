import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { HYDRATION_DATA } from "#core/paths/hydration-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteFiles } from "#server/site/site-files";
import { registerStaticSite } from "#server/site/static-site";

let dir: string;
let app: FastifyInstance;
const page = (lang: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>console.log(1)</script></head><body><h1>${text}</h1>${"<p>filler</p>".repeat(100)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "urbis-site-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write("index.html", page("fr", "Accueil"));
  write("en/index.html", page("en", "Home"));
  write("core/demo/index.html", page("fr", "Démo"));
  write(`core/demo/${HYDRATION_DATA}`, '[{"_1":2}]');
  write("404/index.html", page("fr", "Page introuvable"));
  write("en/404/index.html", page("en", "Page not found"));
  write("ar/404/index.html", page("ar", "الصفحة غير موجودة"));
  write("assets/entry-abc123.js", "export const x = 1;".repeat(100));
  write("favicon.svg", "<svg/>");
  app = Fastify();
  registerStaticSite(app, await loadSiteFiles(dir));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("serving the built site", () => {
  it("serves a page with a short cache and an ETag, and 304 when unchanged", async () => {
    const first = await app.inject({ url: "/core/demo" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(first.body).toContain("<h1>Démo</h1>");
    const again = await app.inject({
      url: "/core/demo",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers 304 to a weak tag, a list of tags or *, and 200 to other tags (RFC 9110 weak comparison)", async () => {
    const etag = String((await app.inject({ url: "/core/demo" })).headers.etag);
    const other = '"another-version"';
    for (const header of [
      etag,
      `W/${etag}`,
      "*",
      ` * `,
      `${other}, ${etag}`,
      `${other},W/${etag}`,
      `W/${other} , W/${etag} `,
    ]) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await app.inject({
          method,
          url: "/core/demo",
          headers: { "if-none-match": header },
        });
        expect(response.statusCode, `${method} ${header}`).toBe(304);
        expect(response.headers.etag).toBe(etag);
        expect(response.body).toBe("");
      }
    }
    for (const header of [other, `W/${other}`, `${other}, W/"x"`, etag.slice(1, -1), "", "W/"]) {
      const response = await app.inject({ url: "/core/demo", headers: { "if-none-match": header } });
      expect(response.statusCode, header).toBe(200);
    }
    // A page that does not exist is never 304, whatever the tag.
    const missing = await app.inject({ url: "/nope", headers: { "if-none-match": "*" } });
    expect(missing.statusCode).toBe(404);
  });

  it("serves a page's data for hydration as JSON, revalidated like the page", async () => {
    const data = await app.inject({ url: `/core/demo/${HYDRATION_DATA}` });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(data.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(data.body).toBe('[{"_1":2}]');
  });

  it("caches hashed assets for a year, immutable", async () => {
    const asset = await app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("sends brotli or gzip as the browser accepts, identical once decoded", async () => {
    const plain = await app.inject({ url: "/" });
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers unknown paths with the not-found page of their language and status 404, never cached", async () => {
    const fr = await app.inject({ url: "/core/features/nope" });
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain("Page introuvable");
    expect(fr.headers["cache-control"]).toBe("no-store");
    const en = await app.inject({ url: "/en/nope?x=1" });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain("Page not found");
    const ar = await app.inject({ url: "/ar/core/demo" });
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain('lang="ar"');
    expect((await app.inject({ url: "/404" })).statusCode).toBe(404);
  });

  it("redirects a trailing slash permanently, keeping the query", async () => {
    const response = await app.inject({ url: "/core/demo/?plan=premium" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/core/demo?plan=premium");
  });

  it("never redirects to another site, however the path is spelled (over a real socket)", async () => {
    const server = Fastify();
    registerStaticSite(server, await loadSiteFiles(dir));
    await server.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        });
        request.on("error", reject).end();
      });
    try {
      const cases: [string, string][] = [
        ["//evil.example/", "/evil.example"],
        ["/\\evil.example/", "/evil.example"],
        ["/%5Cevil.example/", "/%5Cevil.example"],
        ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
        ["//evil.example/?next=1", "/evil.example?next=1"],
      ];
      for (const [path, location] of cases) {
        const response = await get(path);
        expect(response, path).toEqual({ status: 308, location });
        expect(new URL(location, "https://urbis.ma").origin).toBe("https://urbis.ma");
      }
    } finally {
      await server.close();
    }
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/en" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("knows each page's inline scripts by hash, for its Content-Security-Policy", async () => {
    const files = await loadSiteFiles(dir);
    const expected = createHash("sha256").update("console.log(1)").digest("base64");
    expect(files.get("/index.html")?.scriptHashes).toEqual([`'sha256-${expected}'`]);
    expect(files.get("/assets/entry-abc123.js")?.scriptHashes).toEqual([]);
  });
});
