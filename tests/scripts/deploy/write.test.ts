import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxSettings } from "../../../scripts/deploy/nginx-settings";
import { clientDir, describeBuilt } from "../../support/built-site";
import { builtSiteService } from "../../support/built-site-service";

/** The rules of a `_headers` file: a path (`*` matching anything after it), then its headers. */
function parseRules(text: string): { path: string; headers: Map<string, string> }[] {
  const rules: { path: string; headers: Map<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ path: line.trim(), headers: new Map() });
    else {
      const [name = "", ...value] = line.trim().split(": ");
      rules.at(-1)?.headers.set(name.toLowerCase(), value.join(": "));
    }
  }
  return rules;
}

const matches = (rule: string, path: string) =>
  rule.endsWith("/*") ? path.startsWith(rule.slice(0, -1)) : rule === path;

describeBuilt("the _headers file the build writes for static hosts", () => {
  let app: FastifyInstance;
  let rules: ReturnType<typeof parseRules>;

  beforeAll(async () => {
    rules = parseRules(await readFile(path.join(clientDir, "_headers"), "utf8"));
    app = await builtSiteService();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it("gives each page, and an asset, the headers the service sends, each header from one rule only", async () => {
    const sitemap = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    expect(pages.length).toBeGreaterThan(100);
    const index = await readFile(path.join(clientDir, "index.html"), "utf8");
    const asset = index.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    for (const url of [...pages, asset]) {
      const applied = new Map<string, string>();
      for (const rule of rules.filter((r) => matches(r.path, url))) {
        for (const [name, value] of rule.headers) {
          expect(applied.has(name), `${url}: ${name} set twice`).toBe(false);
          applied.set(name, value);
        }
      }
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      for (const [name, value] of applied) expect(answer.headers[name], `${url} ${name}`).toBe(value);
      for (const name of ["content-security-policy", "cache-control", "strict-transport-security"])
        expect(applied.has(name), `${url} ${name}`).toBe(true);
    }
    // Not a page: the not-found pages and the SPA fallback.
    expect(rules.map((r) => r.path).filter((p) => /\/404$|fallback/.test(p))).toEqual([]);
  });
});

describe("the nginx settings", () => {
  const root = path.resolve(clientDir);

  it("default to the build's folder, ports 80 and the two instances of deploy/urbis@.service", () => {
    expect(nginxSettings({}, root)).toEqual({
      listen: ["80"],
      serverName: "_",
      root,
      upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
      tls: undefined,
    });
  });

  it("take lists, TLS with its key, and refuse what would break nginx's configuration", () => {
    const tls = { NGINX_TLS_CERTIFICATE: "/etc/ssl/urbis.pem", NGINX_TLS_KEY: "/etc/ssl/urbis.key" };
    expect(
      nginxSettings({ ...tls, NGINX_LISTEN: "443, [::]:443", NGINX_UPSTREAMS: "unix:/run/urbis.sock" }, root),
    ).toMatchObject({
      listen: ["443", "[::]:443"],
      upstreams: ["unix:/run/urbis.sock"],
      tls: { httpListen: ["80"] },
    });
    expect(() => nginxSettings({ NGINX_TLS_CERTIFICATE: "/etc/ssl/urbis.pem" }, root)).toThrow(
      /NGINX_TLS_KEY/,
    );
    expect(() => nginxSettings({ NGINX_ROOT: "/srv/urbis; include /etc" }, root)).toThrow(/NGINX_ROOT/);
    expect(() => nginxSettings({ NGINX_ROOT: "build/client" }, root)).toThrow(/NGINX_ROOT/);
    expect(() => nginxSettings({ NGINX_UPSTREAMS: "127.0.0.1:3001 down" }, root)).toThrow(/NGINX_UPSTREAMS/);
    expect(() => nginxSettings({ NGINX_LISTEN: "80 default_server" }, root)).toThrow(/NGINX_LISTEN/);
  });
});
