import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SlotDays } from "#core/booking/slots";
import { buildApp } from "#server/app";
import { bookingContext } from "#server/booking/context";
import { sendReminders } from "#server/booking/reminder";
import { loadConfig } from "#server/config";
import { demoBookings, outboxEmails, outboxWebhooks } from "#server/db/schema";
import { backends, emptyDatabase } from "../support/database";
import { validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";
import { readIcs } from "./support/ics";
import { addPresenter } from "./support/presenters";

const path = (url: unknown) => String(url).replace("http://urbis.test", "");

/**
 * A booking moved and cancelled by the visitor's links, the webhook's events, and the reminder
 * sent once whatever the number of instances (two on PostgreSQL; on the embedded database, one
 * instance running the job twice at once).
 */
describe.each(backends)("a demo booking's changes on the %s database", (backend) => {
  let service: Service;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    service = await startService(backend, {
      JOBS: "false",
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/crm",
      LEAD_WEBHOOK_SECRET: "a secret of at least thirty-two characters",
    });
    instances = [service.app, ...(backend === "postgres" ? [await buildApp(loadConfig(service.env))] : [])];
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await service.close();
  });
  beforeEach(() => emptyDatabase(service.app.db));

  async function bookInArabic() {
    await addPresenter(service.app.db, { firstName: "Salma", languages: ["ar"] });
    const slots = (
      await service.app.inject({ method: "GET", url: "/api/demo/slots?language=ar" })
    ).json<SlotDays>();
    const starts = slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
    const response = await service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...validDemo, lang: "ar", preferredLanguage: "ar", slot: starts[0] },
    });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json<{ booking: Record<string, string> }>();
    return { booking, starts };
  }

  const calendarOf = async (purpose: string) => {
    const [mail] = await service.app.db.select().from(outboxEmails).where(eq(outboxEmails.purpose, purpose));
    return { mail: must(mail, purpose), ics: readIcs(must(must(mail, purpose).calendar, "its invitation")) };
  };

  it("moves by its link (same UID, SEQUENCE 1), then cancels (METHOD:CANCEL), in Arabic", async () => {
    const { booking, starts } = await bookInArabic();
    const page = await service.app.inject({ method: "GET", url: path(booking.reschedule) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="ar" dir="rtl"');
    expect(page.body).toContain("غيّروا موعد عرضكم التوضيحي");
    expect(page.body).not.toContain(`value="${starts[0]}"`);
    expect(page.body).toContain(`value="${starts[1]}"`);

    const moved = await service.app.inject({
      method: "POST",
      url: path(booking.reschedule),
      payload: `slot=${encodeURIComponent(must(starts[1]))}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain("تغيّر موعد عرضكم التوضيحي");
    const [row] = await service.app.db.select().from(demoBookings);
    expect(must(row)).toMatchObject({ sequence: 1, status: "booked" });
    expect(must(row).startsAt.toISOString()).toBe(starts[1]);
    const booked = await calendarOf("demo.booked");
    const update = await calendarOf("demo.moved");
    expect(update.ics).toMatchObject({
      method: "REQUEST",
      uid: booked.ics.uid,
      sequence: 1,
      start: starts[1],
    });
    expect(update.mail.subject).toContain("تغيّر موعد عرضكم التوضيحي");

    const cancelPage = await service.app.inject({ method: "GET", url: path(booking.cancel) });
    expect(cancelPage.statusCode).toBe(200);
    const cancelled = await service.app.inject({ method: "POST", url: path(booking.cancel) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain("أُلغي عرضكم التوضيحي");
    expect(must((await service.app.db.select().from(demoBookings))[0])).toMatchObject({
      status: "cancelled",
      sequence: 2,
    });
    const cancel = await calendarOf("demo.cancelled");
    expect(cancel.ics).toMatchObject({
      method: "CANCEL",
      uid: booked.ics.uid,
      sequence: 2,
      status: "CANCELLED",
    });

    // Used up: the links no longer change anything; a forged one opens nothing.
    expect((await service.app.inject({ method: "GET", url: path(booking.reschedule) })).statusCode).toBe(410);
    const forged = path(booking.cancel).replace(/sig=[^&]+/, "sig=forged");
    expect((await service.app.inject({ method: "POST", url: forged })).statusCode).toBe(404);
    // The time freed is offered again.
    const again = (
      await service.app.inject({ method: "GET", url: "/api/demo/slots?language=ar" })
    ).json<SlotDays>();
    expect(again.days.flatMap((day) => day.slots.map((slot) => slot.start))).toContain(starts[1]);

    // The CRM got each step with the lead's reference, in order.
    const events = (await service.app.db.select().from(outboxWebhooks).orderBy(outboxWebhooks.id)).map(
      (hook) => JSON.parse(hook.body) as { kind: string; reference: string; version: number },
    );
    expect(events.map((event) => event.kind)).toEqual([
      "demo",
      "demo.booked",
      "demo.moved",
      "demo.cancelled",
    ]);
    expect(new Set(events.map((event) => event.reference)).size).toBe(1);
    expect(events.slice(1).every((event) => event.version === 3)).toBe(true);
  });

  it("refuses to move onto a time taken meanwhile, and keeps the booking", async () => {
    const { booking, starts } = await bookInArabic();
    const response = await service.app.inject({
      method: "POST",
      url: path(booking.reschedule),
      payload: `slot=${encodeURIComponent("2020-01-06T09:00:00.000Z")}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('role="alert"');
    const [row] = await service.app.db.select().from(demoBookings);
    expect(must(row)).toMatchObject({ sequence: 0 });
    expect(must(row).startsAt.toISOString()).toBe(starts[0]);
  });

  it("sends the reminder the day before once, though every instance runs the job at once", async () => {
    await bookInArabic();
    const db = service.app.db;
    // Booked two days ahead of the demo; the job runs 20 hours before it.
    await db.execute(sql`UPDATE demo_bookings SET updated_at = starts_at - interval '48 hours'`);
    const [row] = await db.select().from(demoBookings);
    const now = new Date(must(row).startsAt.getTime() - 20 * 60 * 60_000);
    const runs = await Promise.all(
      [...instances, ...instances].map(async (instance) =>
        sendReminders(
          instance.db,
          await bookingContext(instance.db, loadConfig(service.env), undefined),
          now,
        ),
      ),
    );
    expect(runs.flat()).toEqual([must(row).id]);
    expect(await db.$count(outboxEmails, eq(outboxEmails.purpose, "demo.reminder"))).toBe(1);
    const { mail, ics } = await calendarOf("demo.reminder");
    expect(mail.subject).toContain("تذكير");
    expect(ics).toMatchObject({ method: "REQUEST", sequence: 0 });
    // Not again on the next round.
    expect(
      await sendReminders(db, await bookingContext(db, loadConfig(service.env), undefined), now),
    ).toEqual([]);
  });

  it("does not remind a demo booked less than a day ahead (its confirmation is fresh)", async () => {
    await bookInArabic();
    const [row] = await service.app.db.select().from(demoBookings);
    const now = new Date(must(row).startsAt.getTime() - 20 * 60 * 60_000);
    await service.app.db.execute(sql`UPDATE demo_bookings SET updated_at = starts_at - interval '21 hours'`);
    const context = await bookingContext(service.app.db, loadConfig(service.env), undefined);
    expect(await sendReminders(service.app.db, context, now)).toEqual([]);
  });
});
