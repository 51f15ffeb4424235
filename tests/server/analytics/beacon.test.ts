import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BEACON_MAX_BYTES, BEACON_PATH, UNKNOWN_PATH } from "#core/analytics/beacon";
import { analyticsRetention } from "#core/content/legal";
import { formOfAction } from "#app/attribution/visit";
import { endpoints, type FormId } from "#core/forms/endpoints";
import { analyticsDay, addDays } from "#server/analytics/day";
import { OPEN_VALUES_A_DAY } from "#server/analytics/plugin";
import { OTHER_VALUE } from "#server/analytics/open-values";
import { BATCH_ROWS, insertBeacons, type BeaconRow } from "#server/analytics/buffer";
import { queryRows } from "#server/db/client";
import { analyticsBeacons, analyticsDaily, analyticsSalts, analyticsVisitors } from "#server/db/schema";
import { rollUpAnalytics } from "#server/jobs/analytics-rollup";
import { backends } from "../support/database";
import { must } from "../support/must";
import { sharedService, startService } from "../support/service";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A stored row without its id, to compare with the row written. */
const omitId = <T extends { id: unknown }>({ id, ...rest }: T): Omit<T, "id"> => (void id, rest);

const view = { kind: "view", path: "/", lang: "fr", device: "desktop", first: true, landing: "/" };

describe("the page's beacon", () => {
  it("names a form started by the endpoint it posts to", () => {
    for (const form of Object.keys(endpoints) as FormId[]) expect(formOfAction(endpoints[form])).toBe(form);
    expect(formOfAction("https://api.urbis.ma/api/demo-requests")).toBe("demo");
    expect(formOfAction("/inbox/sign-in")).toBeUndefined();
  });
});

describe.each(backends)("the page analytics' beacon (%s database)", (backend) => {
  const service = sharedService(() => startService(backend, { JOBS: "false" }));

  function post(
    body: unknown,
    {
      userAgent = BROWSER,
      ip = "203.0.113.7",
      type = "text/plain;charset=UTF-8",
    }: { userAgent?: string; ip?: string; type?: string } = {},
  ) {
    return service().app.inject({
      method: "POST",
      url: BEACON_PATH,
      remoteAddress: ip,
      headers: { "content-type": type, ...(userAgent ? { "user-agent": userAgent } : {}) },
      payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
  }
  const raw = async () => {
    await service().app.flushBeacons();
    return service().app.db.select().from(analyticsBeacons);
  };

  it("stores a page view with its visit, a visitor's day hash and no address; sets no cookie", async () => {
    const response = await post(
      {
        ...view,
        path: "/",
        referrer: "WWW.Facebook.com",
        utm_source: "facebook",
        utm_campaign: "syndics-casa",
      },
      { ip: "198.51.100.23" },
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.body).toBe("");
    const [row, ...more] = await raw();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: "view",
      path: "/",
      language: "fr",
      landing: "/",
      referrerHost: "www.facebook.com",
      utmSource: "facebook",
      utmCampaign: "syndics-casa",
      utmMedium: null,
      device: "desktop",
      first: true,
      event: null,
      day: analyticsDay(new Date()),
    });
    expect(row?.visitor).toMatch(/^[\w-]{22}$/);
    // No column holds the address, whole or in part.
    expect(JSON.stringify(row)).not.toContain("198.51.100");
    // The same browser at the same address is the same visitor today; another address another one.
    await post({ ...view, first: false }, { ip: "198.51.100.23" });
    await post(view, { ip: "198.51.100.24" });
    const visitors = new Set((await raw()).map((r) => r.visitor));
    expect(visitors.size).toBe(2);
    // One salt, today's, shared by every instance through the database.
    expect((await service().app.db.select().from(analyticsSalts)).map((s) => s.day)).toEqual([
      analyticsDay(new Date()),
    ]);
  });

  it("stores an event with its detail, from the site's own lists only", async () => {
    const event = { kind: "event", path: "/", lang: "ar", device: "phone", landing: "/", utm_source: "x" };
    for (const [name, detail] of [
      ["tool_used", "charges-split"],
      ["template_downloaded", "minutes"],
      ["calendar_exported", "general-assembly"],
      ["estimator_used", undefined],
      ["form_started", "demo"],
      ["form_sent", "contact"],
      ["demo_booked", undefined],
      ["language_changed", "en"],
      ["whatsapp_followed", undefined],
    ] as const)
      expect((await post({ ...event, event: name, detail }, { userAgent: PHONE })).statusCode).toBe(204);
    const rows = await raw();
    expect(rows.map((r) => [r.event, r.detail])).toContainEqual(["language_changed", "en"]);
    expect(rows.every((r) => r.kind === "event" && r.language === "ar" && !r.first)).toBe(true);
    expect(rows).toHaveLength(9);
  });

  it("writes a batch in one statement, each field as it was given", async () => {
    await raw();
    await service().app.db.delete(analyticsBeacons);
    const receivedAt = new Date("2026-11-29T10:15:30.123Z");
    const row = (i: number): BeaconRow => ({
      receivedAt,
      day: "2026-11-29",
      kind: i % 2 ? "event" : "view",
      path: "/ar",
      language: "ar",
      landing: i % 3 ? null : "/",
      referrerHost: i % 3 ? "www.example.ma" : null,
      utmSource: `حملة "${i}" l'été \\ {}`,
      utmMedium: null,
      utmCampaign: "syndics-casa",
      utmTerm: null,
      utmContent: "😀",
      device: "phone",
      first: i % 2 === 0,
      event: i % 2 ? "tool_used" : null,
      detail: i % 2 ? "charges-split" : null,
      visitor: `v${i}`.padEnd(22, "x"),
    });
    const rows = Array.from({ length: BATCH_ROWS }, (_, i) => row(i));
    await service().app.db.execute(insertBeacons(rows));
    const stored = await service().app.db.select().from(analyticsBeacons);
    expect(
      stored.map((row) => omitId(row)).sort((a, b) => (a.visitor ?? "").localeCompare(b.visitor ?? "")),
    ).toEqual([...rows].sort((a, b) => (a.visitor ?? "").localeCompare(b.visitor ?? "")));
    await service().app.db.delete(analyticsBeacons);
  });

  it("refuses what no page sends (400, 413), never with a 5xx, and stores none of it", async () => {
    const refused: [unknown, number][] = [
      ["not json", 400],
      ["", 400],
      ["[]", 400],
      ["null", 400],
      ['{"kind":"view"', 400],
      [{ ...view, ip: "1.2.3.4" }, 400],
      ['{"kind":"view","path":"/","lang":"fr","device":"desktop","__proto__":{"x":1}}', 400],
      [{ ...view, kind: "click" }, 400],
      [{ ...view, lang: "de" }, 400],
      [{ ...view, device: "watch" }, 400],
      [{ ...view, path: 42 }, 400],
      [{ ...view, path: ["/"] }, 400],
      [{ ...view, first: "yes" }, 400],
      [{ ...view, utm_source: { $gt: "" } }, 400],
      [{ ...view, event: "tool_used" }, 400],
      [{ ...view, kind: "event", event: "purchase" }, 400],
      [{ ...view, kind: "event", event: "toString" }, 400],
      [{ ...view, kind: "event", first: false, event: "tool_used", detail: "rm -rf" }, 400],
      [{ ...view, kind: "event", first: true, event: "whatsapp_followed" }, 400],
      [{ ...view, kind: "event", first: false, event: "whatsapp_followed", detail: "x" }, 400],
      [{ ...view, utm_term: "x".repeat(BEACON_MAX_BYTES) }, 413],
      [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 400],
    ];
    for (const [body, status] of refused) {
      const response = await post(body);
      expect([JSON.stringify(body).slice(0, 80), response.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 80),
        status,
      ]);
    }
    // Other content types and none at all are read the same way: a valid body is counted.
    expect((await post({ ...view, kind: "nope" }, { type: "application/json" })).statusCode).toBe(400);
    expect((await post(view, { type: "application/x-www-form-urlencoded" })).statusCode).toBe(204);
    expect(
      (await post({ ...view, kind: "nope" }, { type: "multipart/form-data; boundary=x" })).statusCode,
    ).toBe(400);
    const get = await service().app.inject({ method: "GET", url: BEACON_PATH });
    expect(get.statusCode).toBeLessThan(500);
    expect(await raw()).toHaveLength(1);
  });

  it("drops a robot's beacon and one without a browser's User-Agent", async () => {
    expect((await post(view, { userAgent: GOOGLEBOT })).statusCode).toBe(204);
    expect((await post(view, { userAgent: "curl/8.5.0" })).statusCode).toBe(204);
    expect((await post(view, { userAgent: "" })).statusCode).toBe(204);
    expect(await raw()).toEqual([]);
  });
});

describe.each(backends)("the page analytics' rollup (%s database)", (backend) => {
  const service = sharedService(() => startService(backend, { JOBS: "false" }));
  const db = () => service().app.db;

  type Row = typeof analyticsBeacons.$inferInsert;
  const beacon = (row: Partial<Row>): Row => ({
    day: "2027-06-10",
    receivedAt: new Date("2027-06-10T12:00:00Z"),
    kind: "view",
    path: "/",
    language: "fr",
    device: "phone",
    landing: "/",
    first: false,
    visitor: "a",
    ...row,
  });

  it("counts views, visits and visitors by day and dimension, the same however often it runs", async () => {
    await db()
      .insert(analyticsBeacons)
      .values([
        beacon({ first: true, visitor: "a", utmSource: "facebook", utmCampaign: "syndics-casa" }),
        beacon({ visitor: "a", utmSource: "facebook", utmCampaign: "syndics-casa" }),
        beacon({ first: true, visitor: "b", utmSource: "facebook", utmCampaign: "syndics-casa" }),
        beacon({ path: "/en", language: "en", device: "desktop", first: true, visitor: "c" }),
        beacon({ path: "/en", language: "en", device: "desktop", visitor: "a" }),
        beacon({ kind: "event", event: "form_sent", detail: "demo", visitor: "a" }),
        beacon({
          day: "2027-06-11",
          receivedAt: new Date("2027-06-11T09:00:00Z"),
          first: true,
          visitor: "z",
        }),
      ]);
    const now = new Date("2027-06-11T10:00:00Z");
    await rollUpAnalytics(db(), now);
    const first = await db().select().from(analyticsDaily);
    await rollUpAnalytics(db(), now);
    const again = await db().select().from(analyticsDaily);
    const order = (rows: typeof first) =>
      [...rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    expect(order(again)).toEqual(order(first));
    expect(first).toHaveLength(4);
    expect(first).toContainEqual({
      day: "2027-06-10",
      kind: "view",
      path: "/",
      language: "fr",
      landing: "/",
      referrerHost: "",
      utmSource: "facebook",
      utmMedium: "",
      utmCampaign: "syndics-casa",
      device: "phone",
      event: "",
      detail: "",
      views: 3,
      visits: 2,
      visitors: 2,
    });
    expect(first).toContainEqual(
      expect.objectContaining({ day: "2027-06-10", path: "/en", views: 2, visits: 1, visitors: 2 }),
    );
    expect(first).toContainEqual(
      expect.objectContaining({ kind: "event", event: "form_sent", detail: "demo", views: 1, visits: 0 }),
    );
    const visitors = await db().select().from(analyticsVisitors);
    expect(visitors.sort((x, y) => x.day.localeCompare(y.day))).toEqual([
      { day: "2027-06-10", visitors: 3 },
      { day: "2027-06-11", visitors: 1 },
    ]);
  });

  it(`deletes a day's raw beacons within ${analyticsRetention.rawHours} hours, once counted, and past salts`, async () => {
    expect(analyticsRetention.rawHours).toBe(48);
    // Casablanca is UTC+1: 2027-06-10 began at 2027-06-09T23:00Z, so its beacons turn 48 hours old
    // from 2027-06-11T23:00Z.
    await db()
      .insert(analyticsBeacons)
      .values([
        beacon({ receivedAt: new Date("2027-06-09T23:00:00Z"), first: true, visitor: "a" }),
        beacon({ day: "2027-06-11", receivedAt: new Date("2027-06-11T12:00:00Z"), visitor: "b" }),
      ]);
    await db()
      .insert(analyticsSalts)
      .values([
        { day: "2027-06-10", salt: Buffer.alloc(32, 1) },
        { day: "2027-06-11", salt: Buffer.alloc(32, 2) },
        { day: "2027-06-12", salt: Buffer.alloc(32, 3) },
      ]);
    // Twenty minutes before: kept (the next round comes before the 48 hours).
    const kept = await rollUpAnalytics(db(), new Date("2027-06-11T22:40:00Z"));
    expect(kept.rawDeleted).toBe(0);
    // The last round before the 48 hours: counted, then deleted.
    const last = await rollUpAnalytics(db(), new Date("2027-06-11T22:51:00Z"));
    expect(last).toMatchObject({ days: ["2027-06-10", "2027-06-11"], rawDeleted: 1 });
    const left = await db().select().from(analyticsBeacons);
    expect(left.map((r) => r.day)).toEqual(["2027-06-11"]);
    // Its counts stay, and a later round, without its raw beacons, leaves them as they were.
    await rollUpAnalytics(db(), new Date("2027-06-11T23:05:00Z"));
    expect(await db().select().from(analyticsDaily)).toContainEqual(
      expect.objectContaining({ day: "2027-06-10", views: 1, visits: 1, visitors: 1 }),
    );
    // Only today's salt (Casablanca's 2027-06-12 began at 23:00Z) is left.
    expect((await db().select().from(analyticsSalts)).map((s) => s.day)).toEqual(["2027-06-12"]);
  });

  it(`keeps the daily counts ${analyticsRetention.months} months`, async () => {
    expect(analyticsRetention.months).toBe(25);
    const counts = (day: string) => ({
      day,
      kind: "view",
      path: "/",
      language: "fr",
      device: "phone",
      views: 1,
      visits: 1,
      visitors: 1,
    });
    await db()
      .insert(analyticsDaily)
      .values([counts("2025-05-14"), counts("2025-05-15"), counts("2027-06-10")]);
    await db()
      .insert(analyticsVisitors)
      .values([
        { day: "2025-05-14", visitors: 1 },
        { day: "2025-05-15", visitors: 1 },
      ]);
    const result = await rollUpAnalytics(db(), new Date("2027-06-15T12:00:00Z"));
    expect(result.dailyDeleted).toBe(1);
    expect((await db().select().from(analyticsDaily)).map((r) => r.day).sort()).toEqual([
      "2025-05-15",
      "2027-06-10",
    ]);
    expect((await db().select().from(analyticsVisitors)).map((r) => r.day)).toEqual(["2025-05-15"]);
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(await queryRows(db(), sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });
});

// A property of the endpoint, not of the storage: on one database (PostgreSQL when there is one).
describe(`10,000 distinct garbage paths (${must(backends.at(-1))} database)`, () => {
  const service = sharedService(() => startService(must(backends.at(-1)), { JOBS: "false" }));
  const post = (body: object) =>
    service().app.inject({
      method: "POST",
      url: BEACON_PATH,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
      payload: JSON.stringify(body),
    });
  const daily = () => service().app.db.select().from(analyticsDaily);

  it("counts 10,000 distinct garbage paths as one unknown page a day; open values are bounded", async () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/wp-admin/${i}.php?x=${i}`);
    for (let i = 0; i < paths.length; i += 200)
      await Promise.all(
        paths.slice(i, i + 200).map(async (path, j) => {
          const response = await post({ ...view, path, landing: path, utm_campaign: `c${i + j}` });
          expect(response.statusCode).toBe(204);
        }),
      );
    await service().app.flushBeacons();
    await rollUpAnalytics(service().app.db, new Date());
    const rows = await daily();
    const unknown = rows.filter((r) => r.path === UNKNOWN_PATH);
    expect(new Set(rows.map((r) => r.path))).toEqual(new Set([UNKNOWN_PATH]));
    expect(unknown.every((r) => r.landing === UNKNOWN_PATH)).toBe(true);
    expect(unknown.reduce((sum, r) => sum + r.views, 0)).toBe(10_000);
    // A new campaign per beacon: at most OPEN_VALUES_A_DAY by name a day, the rest as one (other).
    const named = rows.filter((r) => r.utmCampaign !== OTHER_VALUE);
    expect(named.length).toBeLessThanOrEqual(OPEN_VALUES_A_DAY);
    expect(named.length).toBeGreaterThan(OPEN_VALUES_A_DAY - 10);
    expect(rows.find((r) => r.utmCampaign === OTHER_VALUE)?.views).toBe(10_000 - named.length);
  }, 120_000);
});
