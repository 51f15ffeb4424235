import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatSlotTime } from "#core/booking/format";
import type { SlotDays } from "#core/booking/slots";
import { book, freeSlots } from "#server/booking";
import { bookingContext } from "#server/booking/context";
import { loadConfig } from "#server/config";
import { demoBookings, outboxEmails, submissions } from "#server/db/schema";
import { backends, emptyDatabase } from "../support/database";
import { validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";
import { readIcs } from "./support/ics";
import { addPresenter } from "./support/presenters";

const firstStart = (slots: SlotDays) => must(slots.days[0]?.slots[0], "a free time").start;

describe.each(backends)("demo booking on the %s database", (backend) => {
  let service: Service;
  beforeAll(async () => {
    service = await startService(backend, { JOBS: "false" });
  });
  afterAll(() => service.close());
  beforeEach(() => emptyDatabase(service.app.db));

  const slots = async (language: string) => {
    const response = await service.app.inject({ method: "GET", url: `/api/demo/slots?language=${language}` });
    expect(response.statusCode).toBe(200);
    return response.json<SlotDays>();
  };
  const postDemo = (payload: Record<string, unknown>) =>
    service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...validDemo, lang: "fr", ...payload },
    });

  it("falls back to a callback request when nobody presents: no free time, the request stored", async () => {
    expect(await slots("fr")).toEqual({ timeZone: "Africa/Casablanca", minutes: 30, days: [] });
    const response = await postDemo({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty("booking");
    expect(await service.app.db.$count(submissions)).toBe(1);
    expect(await service.app.db.$count(demoBookings)).toBe(0);
    const purposes = (await service.app.db.select().from(outboxEmails)).map((row) => row.purpose).sort();
    expect(purposes).toEqual(["demo.team", "demo.visitor"]);
  });

  it("offers a language's times only when someone presents in it", async () => {
    await addPresenter(service.app.db, { languages: ["fr", "ar"] });
    expect((await slots("en")).days).toEqual([]);
    const fr = await slots("fr");
    expect(fr.days.length).toBeGreaterThan(0);
    expect(new Date(firstStart(fr)).getTime()).toBeGreaterThan(Date.now() + 12 * 60 * 60_000 - 60_000);
    expect((await service.app.inject({ method: "GET", url: "/api/demo/slots?language=xx" })).statusCode).toBe(
      400,
    );
  });

  it("books a free time with the request: the answer, the invitation e-mailed, the .ics link", async () => {
    await addPresenter(service.app.db, { firstName: "Youssef", meetingLink: "https://meet.example/urbis" });
    const start = firstStart(await slots("fr"));
    const response = await postDemo({ slot: start });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json<{ booking: Record<string, string | number> }>();
    expect(booking).toMatchObject({ start, minutes: 30, presenter: "Youssef", mode: "video" });
    expect(String(booking.reschedule)).toMatch(
      /^http:\/\/urbis\.test\/demo\/manage\/[0-9a-f-]+\?action=reschedule&sig=/,
    );

    const [stored] = await service.app.db.select().from(demoBookings);
    expect(must(stored).startsAt.toISOString()).toBe(start);
    const emails = await service.app.db.select().from(outboxEmails);
    expect(emails.map((row) => row.purpose).sort()).toEqual(["demo.booked", "demo.team"]);
    const mail = must(emails.find((row) => row.purpose === "demo.booked"));
    expect(mail.textBody).toContain(formatSlotTime(start, "fr"));
    const ics = readIcs(must(mail.calendar, "the invitation"));
    expect(ics).toMatchObject({
      method: "REQUEST",
      start,
      sequence: 0,
      uid: must(stored).uid,
      tzid: "Africa/Casablanca",
    });

    const path = String(booking.calendar).replace("http://urbis.test", "");
    const file = await service.app.inject({ method: "GET", url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/calendar");
    expect(readIcs(file.body)).toMatchObject({ start, uid: must(stored).uid });
    const forged = await service.app.inject({ method: "GET", url: path.replace(/sig=.*/, "sig=forged") });
    expect(forged.statusCode).toBe(404);
  });

  it("refuses a time taken meanwhile with 409, the next free times, and stores nothing", async () => {
    await addPresenter(service.app.db);
    const start = firstStart(await slots("fr"));
    expect((await postDemo({ slot: start })).statusCode).toBe(201);
    const second = await postDemo({ slot: start, email: "karim@example.ma" });
    expect(second.statusCode).toBe(409);
    const answer = second.json<{ errors: { slot: { message: string } }; slots: SlotDays }>();
    expect(answer.errors.slot.message).toContain("tout ce que vous avez saisi est conservé");
    expect(answer.slots.days.length).toBeGreaterThan(0);
    expect(answer.slots.days.flatMap((day) => day.slots.map((slot) => slot.start))).not.toContain(start);
    expect(await service.app.db.$count(submissions)).toBe(1);
    expect(await service.app.db.$count(demoBookings)).toBe(1);
  });

  it("refuses a time that is not offered (past, off the grid) with 409, in the visitor's language", async () => {
    await addPresenter(service.app.db);
    const past = await service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...validDemo, lang: "ar", slot: "2020-01-06T09:00:00.000Z" },
    });
    expect(past.statusCode).toBe(409);
    expect(past.json<{ message: string }>().message).toBe(
      "لم يعد هذا الموعد متاحًا. اختاروا موعدًا آخر، فكل ما كتبتموه محفوظ.",
    );
    expect(await service.app.db.$count(submissions)).toBe(0);
  });

  it("books across the 2027 Ramadan change at 10:00 in Casablanca, and the invitation says so", async () => {
    const db = service.app.db;
    await addPresenter(db, { weeklyHours: { "1": [["10:00", "10:30"]] } });
    const before = await freeSlots(db, { language: "fr", now: new Date("2027-02-01T08:00:00Z") });
    expect(before.days.map((day) => firstStart({ ...before, days: [day] }))).toEqual([
      "2027-02-08T10:00:00.000Z", // Ramadan: UTC+0 (2027-02-01 10:00 is within the notice)
      "2027-02-15T10:00:00.000Z",
      "2027-02-22T10:00:00.000Z",
    ]);
    const after = await freeSlots(db, { language: "fr", now: new Date("2027-03-08T08:00:00Z") });
    expect(after.days.map((day) => firstStart({ ...after, days: [day] }))).toEqual([
      "2027-03-15T09:00:00.000Z", // UTC+1 again
      "2027-03-22T09:00:00.000Z",
      "2027-03-29T09:00:00.000Z",
    ]);
    // Each time carries Casablanca's wall clock, the service's (a browser's zone data may be old):
    // 10:00 on both sides of the change.
    const labels = (list: SlotDays) => list.days.flatMap((day) => day.slots.map((slot) => slot.time));
    expect(labels(before)).toEqual(["10:00", "10:00", "10:00"]);
    expect(labels(after)).toEqual(["10:00", "10:00", "10:00"]);

    const response = await postDemo({});
    const [row] = await db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, response.json<{ reference: string }>().reference));
    const context = await bookingContext(db, loadConfig(service.env), undefined);
    const now = new Date("2027-02-01T08:00:00Z");
    for (const start of ["2027-02-08T10:00:00.000Z"]) {
      const result = await book(db, context, { submissionId: must(row).id, language: "fr", start, now });
      expect(result.ok).toBe(true);
      const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.purpose, "demo.booked"));
      expect(must(mail).textBody).toContain("lundi 8 février à 10:00, heure du Maroc (Casablanca)");
      expect(readIcs(must(must(mail).calendar))).toMatchObject({ start, method: "REQUEST" });
      expect(must(mail).calendar).toContain("DTSTART;TZID=Africa/Casablanca:20270208T100000");
    }
    const again = await book(db, context, {
      submissionId: must(row).id,
      language: "fr",
      start: "2027-02-08T10:00:00.000Z",
      now,
    });
    expect(again).toMatchObject({ ok: false, reason: "taken" });
  });
});
