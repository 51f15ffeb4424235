import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SlotDays, WeeklyHours } from "#core/booking/slots";
import { buildApp } from "#server/app";
import { SlotLists, slotsVersion } from "#server/booking/slot-list";
import { loadConfig } from "#server/config";
import { demoSettings, throttleCounters } from "#server/db/schema";
import { DEFAULT_SETTINGS } from "#server/inbox/presenters/input";
import { saveSettings, savePresenter } from "#server/inbox/presenters/store";
import { backends, emptyDatabase } from "../support/database";
import { validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";
import { addPresenter, everyDay } from "./support/presenters";

const path = (url: unknown) => String(url).replace("http://urbis.test", "");
const startsOf = (slots: SlotDays) => slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
const form = { "content-type": "application/x-www-form-urlencoded" };
let visitors = 0;

/**
 * The slot list is computed once per change and kept (decision 063): each test asks for the list
 * first, so that the instance holds it, then changes what it is made of and asks again. The answer
 * must follow at once, on the instance that made the change and on another one on the same
 * PostgreSQL database (each request reads the version the database sets at each commit), and it
 * must follow the clock: the notice passing the first free time, a new day in Casablanca.
 */
describe.each(backends)("the slot list kept between changes, on the %s database", (backend) => {
  let service: Service;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    service = await startService(backend, { JOBS: "false", FORM_RATE_LIMIT: "10000" });
    instances = [service.app, ...(backend === "postgres" ? [await buildApp(loadConfig(service.env))] : [])];
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await service.close();
  });
  beforeEach(() => emptyDatabase(service.app.db));

  const list = async (instance = service.app, language = "fr") => {
    const response = await instance.inject({ method: "GET", url: `/api/demo/slots?language=${language}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    return response.json<SlotDays>();
  };

  const book = async (start: string, instance = service.app) => {
    const response = await instance.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...validDemo, email: `visitor-${++visitors}@example.ma`, lang: "fr", slot: start },
    });
    return response;
  };

  it("has a version that every change moves on, even a row written by hand", async () => {
    const before = must(await slotsVersion(service.app.db), "a version after the tables were emptied");
    await addPresenter(service.app.db);
    const after = must(await slotsVersion(service.app.db), "a version after a presenter was added");
    expect(after).not.toBe(before);
  });

  it("follows a booking, its move and its cancellation at once", async () => {
    await addPresenter(service.app.db);
    const starts = startsOf(await list());
    const [first, second] = [must(starts[0]), must(starts[1])];

    const booked = await book(first);
    expect(booked.statusCode).toBe(201);
    expect(startsOf(await list())).not.toContain(first);

    const { booking } = booked.json<{ booking: Record<string, string> }>();
    const moved = await service.app.inject({
      method: "POST",
      url: path(booking.reschedule),
      payload: `slot=${encodeURIComponent(second)}`,
      headers: form,
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = startsOf(await list());
    expect(afterMove).toContain(first);
    expect(afterMove).not.toContain(second);

    expect((await service.app.inject({ method: "POST", url: path(booking.cancel) })).statusCode).toBe(200);
    expect(startsOf(await list())).toEqual(starts);
  });

  it("follows a presenter's languages, hours and days off, and the team's settings and closed days", async () => {
    const db = service.app.db;
    const id = await addPresenter(db, { firstName: "Salma" });
    const slots = await list();
    const [firstDay, secondDay] = [must(slots.days[0]).date, must(slots.days[1]).date];
    const today = firstDay;
    const salma = { firstName: "Salma", meetingLink: null, active: true };

    await savePresenter(
      db,
      id,
      { ...salma, languages: ["fr"], weeklyHours: everyDay, daysOff: [firstDay] },
      today,
    );
    expect((await list()).days.map((day) => day.date)).not.toContain(firstDay);

    const mornings: WeeklyHours = Object.fromEntries(
      Object.keys(everyDay).map((day) => [day, [["08:00", "12:00"]]]),
    );
    await savePresenter(db, id, { ...salma, languages: ["fr"], weeklyHours: mornings, daysOff: [] }, today);
    const times = (await list()).days.flatMap((day) => day.slots.map((slot) => slot.time));
    expect(times).toContain("08:00");
    expect(times.filter((time) => time >= "12:00")).toEqual([]);

    await list(service.app, "ar");
    await savePresenter(db, id, { ...salma, languages: ["ar"], weeklyHours: everyDay, daysOff: [] }, today);
    expect((await list()).days).toEqual([]);
    expect((await list(service.app, "ar")).days.length).toBeGreaterThan(0);

    await savePresenter(db, id, { ...salma, languages: ["fr"], weeklyHours: everyDay, daysOff: [] }, today);
    expect((await list()).minutes).toBe(DEFAULT_SETTINGS.minutes);
    await saveSettings(db, { ...DEFAULT_SETTINGS, minutes: 60 }, [{ day: secondDay, label: "Fermé" }], today);
    const changed = await list();
    expect(changed.minutes).toBe(60);
    expect(changed.days.map((day) => day.date)).not.toContain(secondDay);

    await db.update(demoSettings).set({ horizonDays: 2 }).where(eq(demoSettings.id, 1));
    expect((await list()).days.length).toBeLessThanOrEqual(3);
  });

  it.runIf(backend === "postgres")(
    "follows a booking made on another instance at once, and its refusal names fresh times",
    async () => {
      const [one, other] = [must(instances[0]), must(instances[1])];
      await addPresenter(service.app.db);
      const starts = startsOf(await list(one));
      expect(startsOf(await list(other))).toEqual(starts);
      const first = must(starts[0]);

      expect((await book(first, one)).statusCode).toBe(201);
      expect(startsOf(await list(other))).not.toContain(first);

      // The other instance still held the list with that time when it was booked: its refusal
      // names times computed after it, without the one just taken.
      const second = must(starts[1]);
      await list(one);
      expect((await book(second, other)).statusCode).toBe(201);
      const refused = await book(second, one);
      expect(refused.statusCode).toBe(409);
      const next = startsOf(refused.json<{ slots: SlotDays }>().slots);
      expect(next.length).toBeGreaterThan(0);
      expect(next).not.toContain(second);
      expect(next).not.toContain(first);
    },
  );

  it("drops the first free time once the notice passes it, the same day", async () => {
    await addPresenter(service.app.db);
    const lists = new SlotLists(service.app.db);
    const read = async (now: string) => JSON.parse(await lists.json("fr", new Date(now))) as SlotDays;
    // Monday 11 January 2027, 07:00 in Casablanca (UTC+1): with 12 hours' notice, the first free
    // time is Tuesday 08:00 (07:00 UTC), until 19:00 UTC on Monday.
    const first = startsOf(await read("2027-01-11T06:00:00Z"));
    expect(first[0]).toBe("2027-01-12T07:00:00.000Z");
    expect(startsOf(await read("2027-01-11T18:59:00Z"))).toEqual(first);
    const later = startsOf(await read("2027-01-11T19:01:00Z"));
    expect(later[0]).toBe("2027-01-12T07:45:00.000Z");
    expect(later).toEqual(first.slice(1));
  });

  it("takes in one more day of horizon when Casablanca's day begins", async () => {
    await addPresenter(service.app.db);
    await saveSettings(service.app.db, { ...DEFAULT_SETTINGS, noticeHours: 1 }, [], "2027-01-01");
    const lists = new SlotLists(service.app.db);
    const read = async (now: string) => JSON.parse(await lists.json("fr", new Date(now))) as SlotDays;
    const lastDay = (slots: SlotDays) => slots.days.at(-1)?.date;
    // 23:00 on Monday 11 January 2027 in Casablanca, then 00:10 on Tuesday: no free time passes
    // its notice between the two, but the horizon (21 days) moves on by one.
    expect(lastDay(await read("2027-01-11T22:00:00Z"))).toBe("2027-02-01");
    expect(lastDay(await read("2027-01-11T22:50:00Z"))).toBe("2027-02-01");
    expect(lastDay(await read("2027-01-11T23:10:00Z"))).toBe("2027-02-02");
  });
});

/**
 * The slot list's rate limit is counted in each instance's memory (decision 063): a read answered
 * from memory writes nothing to the database, and behind two instances its limit holds per instance.
 */
describe.each(backends)("the slot list's rate limit, on the %s database", (backend) => {
  let service: Service;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    // The booking routes allow ten times the forms' limit: 20 requests a window here.
    service = await startService(backend, { JOBS: "false", FORM_RATE_LIMIT: "2" });
    instances = [service.app, ...(backend === "postgres" ? [await buildApp(loadConfig(service.env))] : [])];
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await service.close();
  });

  const ask = (instance: FastifyInstance) =>
    instance.inject({ method: "GET", url: "/api/demo/slots?language=ar", remoteAddress: "192.0.2.77" });

  it("refuses a client's request over the limit, in memory, on each instance on its own", async () => {
    for (let i = 0; i < 20; i++) expect((await ask(service.app)).statusCode).toBe(200);
    const refused = await ask(service.app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await service.app.db.select().from(throttleCounters)).toEqual([]);
    for (const other of instances.slice(1)) expect((await ask(other)).statusCode).toBe(200);
  });
});
