import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HYDRATION_DATA } from "#core/paths/hydration-data";
import { locales } from "#core/i18n/locales";
import { openDatabase, queryRows } from "#server/db/client";
import { createStaffUser } from "#server/inbox/auth/staff-users";
import { securityHeaders } from "#server/security/headers";
import { expectAPlus, gradedCases, type Request } from "../../server/security/support/graded-exchange";
import { clientDir, describeBuilt } from "../../support/built-site";
import { freshDataDir, freshPostgresUrl, postgresAdminUrl } from "../../server/support/database";
import { validDemo } from "../../server/support/payloads";
import { freePort } from "../../support/free-port";
import { client, waitUntilAnswering } from "./support/client";
import { nginxConfCommand } from "./support/commands";
import { startInstance, type Instance } from "../../server/support/instances";
import { selfSignedCertificate, startNginx, type Running } from "./support/processes";

/**
 * The reference topology of docs/deploy.md, run: Debian's nginx with the configuration the build
 * writes (`npm run nginx:conf`, here with TLS on free ports), serving the built site and passing the
 * API and the inbox to two instances of the built service on one PostgreSQL database. Without a
 * PostgreSQL server (TEST_DATABASE_URL) it runs one instance on an embedded database instead.
 */
const postgres = Boolean(postgresAdminUrl);
const topology = postgres
  ? "two instances on one PostgreSQL database"
  : "one instance on an embedded database (no TEST_DATABASE_URL for two)";

let dir = "";
let instances: Instance[] = [];
let nginx: Running | undefined;
let storage: { env: Record<string, string>; remove: () => Promise<void> } | undefined;
let send: ReturnType<typeof client>;
const origins = { https: "", http: "" };
const through = (request: Request, scheme: "https" | "http" = "https") => send(origins[scheme], request);

async function stored(references: string[]): Promise<string[]> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir = "" } = storage?.env ?? {};
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await queryRows<{ reference: string }>(
      handle.db,
      sql`select reference from submissions where reference in ${references}`,
    );
    return rows.map((row) => row.reference).sort();
  } finally {
    await handle.close();
  }
}

function postDemo(n: number) {
  return through({
    method: "POST",
    url: "/api/demo-requests",
    headers: { "content-type": "application/json", origin: origins.https, "x-forwarded-for": "203.0.113.7" },
    payload: JSON.stringify({ ...validDemo, email: `salma+${n}@residence-anfa.ma` }),
  });
}

describeBuilt(`nginx in front of ${topology}`, () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "urbis-nginx-"));
    const tls = await selfSignedCertificate(dir);
    send = client(await readFile(tls.certificate, "utf8"));
    if (postgres) {
      const { databaseUrl, remove } = await freshPostgresUrl();
      storage = { env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, "unused") }, remove };
    } else {
      const { dataDir, remove } = await freshDataDir();
      storage = { env: { DATA_DIR: dataDir }, remove };
    }
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    origins.https = `https://127.0.0.1:${httpsPort}`;
    origins.http = `http://127.0.0.1:${httpPort}`;
    const env = {
      ...storage.env,
      NODE_ENV: "production",
      SITE_DIR: clientDir,
      // One proxy, nginx, in front of the instances, on this machine; the public origin is nginx's.
      TRUST_PROXY: "127.0.0.1",
      SERVICE_URL: origins.https,
      OUTBOX_DIR: path.join(dir, "outbox"),
      // Every post here comes from one client, counted across the instances.
      FORM_RATE_LIMIT: "100",
    };
    instances = await Promise.all(Array.from({ length: postgres ? 2 : 1 }, () => startInstance(env)));

    const conf = path.join(dir, "urbis.conf");
    await promisify(execFile)("sh", ["-c", nginxConfCommand], {
      env: {
        ...process.env,
        NGINX_CONF: conf,
        NGINX_LISTEN: `127.0.0.1:${httpsPort}`,
        NGINX_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        NGINX_UPSTREAMS: instances.map((instance) => `127.0.0.1:${instance.port}`).join(","),
        NGINX_TLS_CERTIFICATE: tls.certificate,
        NGINX_TLS_KEY: tls.key,
      },
    });
    nginx = await startNginx(dir, conf);
    await waitUntilAnswering(() => through({ url: "/healthz" }));
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await storage?.remove();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const [name, request, status] of gradedCases) {
    it(`gives ${name} an A+ through nginx`, async () => {
      await expectAPlus((r, scheme) => through(r, scheme), origins, request, status);
    });
  }

  it("answers each path of the site as the service does: status, Location, headers and body", async () => {
    const asset = `/assets/${(await readFile(path.join(clientDir, "index.html"), "utf8")).match(/\/assets\/([\w.-]+\.js)/)?.[1]}`;
    const paths = [
      ...["/", "/en", "/ar/core/demo", "/en/core/features/announcements", asset],
      ...["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/en.data"],
      `/en/core/demo/${HYDRATION_DATA}`,
      ...["/core/demo/", "/en/core/solutions/?from=menu", "/404", "/en/404", "/ar/core/features/404"],
      ...["/__spa-fallback.html", "/_headers", "/en/404/index.html", "/no-such-page", "/core/no/such"],
      ...["/en/no-such-page", "/ar/no/such/page", "/en/core/features/nope", "/ar/core/solutions/nope"],
    ];
    const compared = ["cache-control", "location", ...Object.keys(securityHeaders())];
    // A redirect's body (nginx writes a short page, the service none) is not the site's.
    const ofContent = ["content-type", "content-encoding"];
    for (const url of paths) {
      for (const encoding of ["identity", "gzip"]) {
        const headers = { "accept-encoding": encoding, "x-forwarded-proto": "https" };
        const viaNginx = await through({ url, headers });
        const direct = await send(`http://127.0.0.1:${instances[0]?.port}`, { url, headers });
        expect(viaNginx.statusCode, url).toBe(direct.statusCode);
        for (const name of [...compared, ...(viaNginx.statusCode === 308 ? [] : ofContent)]) {
          expect(viaNginx.headers[name.toLowerCase()], `${url} ${name}`).toEqual(
            direct.headers[name.toLowerCase()],
          );
        }
        if (viaNginx.statusCode !== 308) expect(viaNginx.body === direct.body, url).toBe(true);
      }
    }
  });

  it("sends the not-found page of the visitor's language with 404, a template's own for an unknown slug", async () => {
    for (const locale of locales) {
      for (const [url, file] of [
        [`${locale.prefix}/no-such-page`, `${locale.prefix}/404/index.html`],
        [`${locale.prefix}/core/features/no-such-feature`, `${locale.prefix}/core/features/404/index.html`],
      ] as const) {
        const answer = await through({ url, headers: { "accept-encoding": "identity" } });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).toContain(`<html lang="${locale.code}"`);
        expect(answer.body === (await readFile(path.join(clientDir, file), "utf8")), url).toBe(true);
      }
    }
  });

  it("passes form posts to the instances: each answered 201 and stored once, by one of them", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(postDemo));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const references = answers.map((answer) => (JSON.parse(answer.body) as { reference: string }).reference);
    if (postgres) expect(await stored(references)).toEqual([...references].sort());
    // Each instance logs what it stored: every reference once, and each instance its share.
    await expect
      .poll(() => references.filter((r) => instances.some((i) => i.log().includes(r))))
      .toHaveLength(4);
    for (const reference of references)
      expect(
        instances.filter((i) => i.log().includes(reference)),
        reference,
      ).toHaveLength(1);
    for (const instance of instances) expect(references.some((r) => instance.log().includes(r))).toBe(true);
  });

  it("passes the page analytics' beacon to the instances, without an access log line or a cookie", async () => {
    const conf = await readFile(path.join(dir, "urbis.conf"), "utf8");
    expect(conf).toMatch(
      /location = \/api\/beacon \{\s*access_log off;\s*proxy_pass http:\/\/urbis_service;/,
    );
    const beacon = (body: object) =>
      through({
        method: "POST",
        url: "/api/beacon",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
        },
        payload: JSON.stringify(body),
      });
    const counted = await beacon({ kind: "view", path: "/", lang: "fr", device: "desktop", first: true });
    expect(counted.statusCode).toBe(204);
    expect(counted.headers["set-cookie"]).toBeUndefined();
    expect((await beacon({ kind: "view", path: "/", lang: "xx", device: "desktop" })).statusCode).toBe(400);
  });

  it("passes the inbox to the instances, with the public scheme and host: a sign-in from this origin only", async () => {
    const login = await through({ url: "/inbox/login" });
    expect(login.statusCode).toBe(200);
    expect(login.headers["content-type"]).toMatch(/^text\/html/);
    const cookie = String(login.headers["set-cookie"]).match(/^inbox_login=[^;]+/)?.[0] ?? "";
    expect(String(login.headers["set-cookie"])).toMatch(/; Secure/);
    const token = login.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const signIn = (origin: string, password: string) =>
      through({
        method: "POST",
        url: "/inbox/login",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        payload: new URLSearchParams({ token, email: "salma@urbis.ma", password }).toString(),
      });
    // The service compares Origin with the scheme and host nginx forwards: 401 (wrong password), not 403.
    expect((await signIn(origins.https, "not the password at all")).statusCode).toBe(401);
    expect((await signIn("https://elsewhere.example", "not the password at all")).statusCode).toBe(403);
    if (!postgres) return;
    // On one database, a session opened through one instance is valid on the other.
    const handle = await openDatabase({ databaseUrl: storage?.env.DATABASE_URL, dataDir: "" });
    await createStaffUser(handle.db, {
      email: "salma@urbis.ma",
      name: "Salma",
      password: "a passphrase to remember",
    });
    await handle.close();
    const signedIn = await signIn(origins.https, "a passphrase to remember");
    expect(signedIn.statusCode).toBe(303);
    const session = String(signedIn.headers["set-cookie"]).match(/inbox_session=[^;]+/)?.[0] ?? "";
    for (let i = 0; i < 4; i++) {
      const queue = await through({ url: "/inbox/demo", headers: { cookie: session } });
      expect(queue.statusCode).toBe(200);
      expect(queue.body).toContain("residence-anfa.ma");
    }
  });

  it.runIf(postgres)("keeps answering and storing form posts with one instance stopped", async () => {
    await instances[0]?.stop();
    const answers = await Promise.all([5, 6].map(postDemo));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const references = answers.map((answer) => (JSON.parse(answer.body) as { reference: string }).reference);
    expect(await stored(references)).toEqual([...references].sort());
  });

  it.runIf(!postgres)("stores the form posts in the instance's embedded database", async () => {
    const references = [...(instances[0]?.log() ?? "").matchAll(/"reference":"([\w-]+)"/g)].map(
      (m) => m[1] ?? "",
    );
    await instances[0]?.stop();
    expect(references.length).toBeGreaterThanOrEqual(4);
    expect(await stored(references)).toEqual([...new Set(references)].sort());
  });
});
