import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SlotDays } from "#core/booking/slots";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { demoBookings, submissions } from "#server/db/schema";
import { backends } from "../support/database";
import { validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";
import { addPresenter } from "./support/presenters";

const VISITORS = 50;

/**
 * Fifty visitors book the same time at once, through two instances of the service on one
 * PostgreSQL database (as behind the load balancer), or one instance on the embedded database
 * (its folder has one owner): the database keeps one booking, and every other visitor is told the
 * time is taken, with the next free ones.
 */
describe.each(backends)("fifty bookings of one time at once, on the %s database", (backend) => {
  let service: Service;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    service = await startService(backend, { JOBS: "false", FORM_RATE_LIMIT: "10000" });
    const second = backend === "postgres" ? [await buildApp(loadConfig(service.env))] : [];
    instances = [service.app, ...second];
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await service.close();
  });

  it(`answers one 201 and ${VISITORS - 1} refusals naming the next free times`, async () => {
    const db = service.app.db;
    await addPresenter(db);
    const slots = (
      await service.app.inject({ method: "GET", url: "/api/demo/slots?language=fr" })
    ).json<SlotDays>();
    const start = must(slots.days[0]?.slots[0], "a free time").start;

    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, n) =>
        must(instances[n % instances.length]).inject({
          method: "POST",
          url: "/api/demo-requests",
          payload: { ...validDemo, email: `visitor-${n}@example.ma`, lang: "fr", slot: start },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(VISITORS - 1);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      const next = refused.json<{ slots: SlotDays }>().slots;
      const starts = next.days.flatMap((day) => day.slots.map((slot) => slot.start));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts).not.toContain(start);
    }
    expect(await db.$count(demoBookings)).toBe(1);
    expect(await db.$count(submissions)).toBe(1);
  });
});
