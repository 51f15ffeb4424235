import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { HYDRATION_DATA } from "#app/boot/hydration-data";
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
