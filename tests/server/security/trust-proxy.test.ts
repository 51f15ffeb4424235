import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { reachableHops } from "#server/security/trust-proxy";
import { statusChanges, submissions } from "#server/db/schema";
import { hiddenValue } from "../inbox/support/agent";
import { signedIn, startInbox, submit, type Inbox } from "../inbox/support/inbox";
import { validContact } from "../support/payloads";
import { counts } from "../support/rows";
import { sharedService, startService, type Service } from "../support/service";

/** The proxy in front of the service, in these tests, and a visitor behind it. */
const PROXY = "10.0.0.2";
const VISITOR = "203.0.113.7";

describe("TRUST_PROXY in the configuration", () => {
  const load = (value: string | undefined) =>
    loadConfig({ NODE_ENV: "test", ...(value === undefined ? {} : { TRUST_PROXY: value }) });

  it("is off by default, and off for false or 0", () => {
    for (const value of [undefined, "", "false", "0"]) expect(load(value).TRUST_PROXY, value).toBe(false);
  });

  it("refuses true at start, saying what to write instead", () => {
    expect(() => load("true")).toThrow(
      /TRUST_PROXY: .*every X-Forwarded-For hop.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.2/,
    );
  });

  it("takes a number of hops: the nearest ones only are believed", () => {
    const trust = load("2").TRUST_PROXY;
    expect(trust && [trust("198.51.100.1", 0), trust("198.51.100.1", 1), trust("198.51.100.1", 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => load("50")).toThrow(/TRUST_PROXY/);
  });

  it("takes addresses, ranges and the names of the private ranges, IPv4 and IPv6", () => {
    const trust = load(" 10.0.0.2, 192.168.0.0/16 ,fd00::/8, loopback").TRUST_PROXY;
    if (!trust) throw new Error("TRUST_PROXY is off");
    for (const address of ["10.0.0.2", "::ffff:10.0.0.2", "192.168.4.5", "fd12::1", "127.0.0.1", "::1"])
      expect(trust(address, 0), address).toBe(true);
    for (const address of ["10.0.0.3", "172.16.0.1", "fe80::1", "203.0.113.7", "not an address"])
      expect(trust(address, 0), address).toBe(false);
  });

  it("refuses what is neither, naming it", () => {
    for (const value of ["yes", "10.0.0.300", "10.0.0.0/33", "fd00::/129", "10.0.0.1/8/2", "1.5"])
      expect(() => load(value), value).toThrow(/TRUST_PROXY: .*is not an address, a range or a number/);
  });
});

describe("TRUST_PROXY beside HOST and SERVICE_URL in production", () => {
  const production = (env: Record<string, string | undefined>) =>
    loadConfig({ NODE_ENV: "production", SERVICE_URL: "https://urbis.ma", ...env });

  it("refuses a number of hops on a port others can reach: any client could forward its own address", () => {
    for (const host of [undefined, "0.0.0.0", "::", "10.0.0.5", "203.0.113.4", "urbis-1.internal"])
      expect(() => production({ TRUST_PROXY: "1", HOST: host }), host).toThrow(
        /TRUST_PROXY: .*HOST.*reach.*TRUST_PROXY=127\.0\.0\.1/,
      );
  });

  it("takes a number of hops on loopback, and the proxies' addresses on any address", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "localhost"])
      expect(production({ TRUST_PROXY: "1", HOST: host }).TRUST_PROXY, host).toBeTypeOf("function");
    for (const proxies of ["10.0.0.2", "uniquelocal", "127.0.0.1,10.0.0.0/8"])
      expect(production({ TRUST_PROXY: proxies, HOST: "0.0.0.0" }).TRUST_PROXY, proxies).toBeTypeOf(
        "function",
      );
  });

  it("refuses a proxy without SERVICE_URL: the redirect to HTTPS would go where the Host header says", () => {
    expect(() => production({ TRUST_PROXY: "10.0.0.2", SERVICE_URL: undefined })).toThrow(
      /SERVICE_URL: .*TRUST_PROXY.*Host/,
    );
    // Without a proxy, nothing is redirected: SERVICE_URL stays advised, not required.
    expect(production({ SERVICE_URL: undefined }).SERVICE_URL).toBeUndefined();
  });
});

/** The service's log lines at warn level and above, parsed. */
const warnings: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean))
      warnings.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** One service for the file's forms tests, each on an empty database, built with its settings. */
const shared = sharedService(() =>
  startService("embedded", { TRUST_PROXY: "1", FORM_RATE_LIMIT: "3", LOG_LEVEL: "warn" }, { logStream }),
);
const startWith = shared.with;

describe("outside production, a number of hops on a port others can reach", () => {
  it("is said at start, at warn level, naming what to write instead", async () => {
    const started = (env: Record<string, string>) => {
      warnings.splice(0);
      return startWith(env).then(() => warnings.filter((line) => line.level === 40).map((line) => line.msg));
    };
    const [warning, ...others] = await started({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(others).toEqual([]);
    expect(warning).toMatch(/TRUST_PROXY=1.*HOST=0\.0\.0\.0.*X-Forwarded-For.*TRUST_PROXY=127\.0\.0\.1/);
    // What buildApp logs, nothing for a count on loopback or for the proxies' addresses.
    const said = (env: Record<string, string>) => reachableHops(loadConfig({ NODE_ENV: "test", ...env }));
    expect(said({ TRUST_PROXY: "1", HOST: "0.0.0.0" })).toBe(warning);
    expect(said({ TRUST_PROXY: "1", HOST: "127.0.0.1" })).toBeUndefined();
    expect(said({ TRUST_PROXY: PROXY, HOST: "0.0.0.0" })).toBeUndefined();
  });
});

describe("behind one trusted proxy, a client is its real address, whatever it forwards", () => {
  for (const setting of ["1", PROXY]) {
    describe(`TRUST_PROXY=${setting}`, () => {
      it("seven spoofed X-Forwarded-For values from one client count as one client for the rate limit", async () => {
        const service = await startWith({ TRUST_PROXY: setting, FORM_RATE_LIMIT: "3" });
        const statuses: number[] = [];
        for (let spoofed = 1; spoofed <= 7; spoofed++) {
          const response = await service.app.inject({
            method: "POST",
            url: "/api/contact-messages",
            payload: validContact,
            remoteAddress: PROXY,
            // The client's own header, then the address the proxy saw, which it appends.
            headers: { "x-forwarded-for": `198.51.100.${spoofed}, ${VISITOR}` },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
        expect((await counts(service.app.db)).submissions).toBe(3);
        // Another visitor behind the same proxy is another client.
        const other = await service.app.inject({
          method: "POST",
          url: "/api/contact-messages",
          payload: validContact,
          remoteAddress: PROXY,
          headers: { "x-forwarded-for": "203.0.113.8" },
        });
        expect(other.statusCode).toBe(201);
      });
    });
  }

  it("a client that reaches the service without the listed proxy is its own address", async () => {
    const service = await startWith({ TRUST_PROXY: PROXY, FORM_RATE_LIMIT: "2" });
    const statuses: number[] = [];
    for (let spoofed = 1; spoofed <= 4; spoofed++) {
      const response = await service.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: validContact,
        remoteAddress: VISITOR,
        headers: { "x-forwarded-for": `198.51.100.${spoofed}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

describe("the redirect to HTTPS never goes to a forwarded host", () => {
  let service: Service | undefined;
  const overHttp = (headers: Record<string, string> = {}, remoteAddress = PROXY) =>
    (service as Service).app.inject({
      url: "/core/demo?plan=premium",
      remoteAddress,
      headers: {
        host: "urbis.example",
        "x-forwarded-proto": "http",
        "x-forwarded-host": "evil.example",
        "x-forwarded-for": VISITOR,
        ...headers,
      },
    });

  it("goes to SERVICE_URL's origin", async () => {
    service = await startWith({ TRUST_PROXY: "1", SERVICE_URL: "https://www.urbis.example/" });
    const response = await overHttp();
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("https://www.urbis.example/core/demo?plan=premium");
    const post = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      remoteAddress: PROXY,
      headers: { "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" },
      payload: validContact,
    });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe("https://www.urbis.example/api/contact-messages");
  });

  it("without SERVICE_URL (refused in production), is not made: a Host header is the client's to write", async () => {
    service = await startWith({ TRUST_PROXY: "1", SERVICE_URL: undefined });
    for (const host of ["evil.example", "urbis.example", "urbis.example/@evil.example"]) {
      const response = await overHttp({ host });
      // The page as over HTTPS: none in this test's small site.
      expect(response.statusCode, host).toBe(404);
      expect(response.headers.location, host).toBeUndefined();
    }
  });

  it("is not made for a proxy the service does not trust, nor when the public origin is plain HTTP", async () => {
    service = await startWith({ TRUST_PROXY: PROXY, SERVICE_URL: "https://urbis.example" });
    expect((await overHttp({}, VISITOR)).headers.location).toBeUndefined();
    expect((await overHttp({}, PROXY)).headers.location).toBe("https://urbis.example/core/demo?plan=premium");
    service = await startWith({ TRUST_PROXY: "1", SERVICE_URL: "http://urbis.example" });
    expect((await overHttp()).headers.location).toBeUndefined();
  });
});

describe("the inbox's same-origin check does not believe X-Forwarded-Host", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox("embedded", { TRUST_PROXY: "1" });
  });
  afterAll(() => inbox.close());

  it("a post from another site that forwards its own host as ours changes nothing", async () => {
    const reference = await submit(inbox, "demo");
    const agent = await signedIn(inbox);
    const csrf = hiddenValue((await agent.get("/inbox/demo")).body, "csrf");
    const forged = await agent.post(
      `/inbox/demo/${reference}/status`,
      { csrf, from: "new", to: "spam" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    );
    expect(forged.statusCode).toBe(403);
    const [row] = await inbox.app.db.select().from(submissions);
    expect(row?.status).toBe("new");
    expect(await inbox.app.db.$count(statusChanges)).toBe(1);
    // From the inbox's own page (its Host, or SERVICE_URL's origin), the same post goes through.
    const own = await agent.post(
      `/inbox/demo/${reference}/status`,
      { csrf, from: "new", to: "in_progress" },
      { origin: "http://urbis.test", host: "127.0.0.1:3000" },
    );
    expect(own.statusCode).toBe(303);
  });
});
