import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { demoBookings, submissions } from "#server/db/schema";
import { browserHeaders, checkPageForm, noScriptBody } from "../support/check-page";
import { emptyDatabase } from "../support/database";
import { must } from "../support/must";
import { validDemo } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { addPresenter } from "./support/presenters";

/**
 * The demo form posted without script when someone presents in the chosen language (issue 32): the
 * service answers the free times (a page carrying the details and the send token), its post with a
 * time books it and redirects to the confirmation, and a time taken meanwhile brings the next free
 * ones, nothing typed lost. No free time: today's "check and send" page.
 */
const t = formsTranslator("ar");
const arabicDemo = { ...validDemo, preferredLanguage: "ar", firstName: "سلمى" };

/** The radios of the page of free times: each time's value (ISO start), in order. */
const offered = (html: string) =>
  [...html.matchAll(/type="radio"\s+name="slot"\s+value="([^"]+)"/g)].map((match) => match[1] ?? "");

describe("the demo form without script, with a presenter", () => {
  let service: Service;
  let sent = 0;
  beforeAll(async () => {
    service = await startService("embedded", { JOBS: "false", FORM_MIN_FILL_MS: "0" });
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await emptyDatabase(service.app.db);
    await addPresenter(service.app.db, { firstName: "Yasmine", languages: ["ar"] });
  });

  const post = (body: URLSearchParams, cookies: Record<string, string> = {}) => {
    sent += 1;
    return service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: body.toString(),
      headers: browserHeaders,
      cookies,
      remoteAddress: `10.9.${Math.floor(sent / 250)}.${sent % 250}`,
    });
  };
  /** The page of free times for the Arabic demo, and what its form posts back (a time not chosen yet). */
  const timesPage = async (demo: Record<string, unknown> = arabicDemo) => {
    const page = await post(noScriptBody(demo, "ar"));
    expect(page.statusCode).toBe(200);
    return { page, ...checkPageForm(page.body), times: offered(page.body) };
  };
  /** The page a post without script is redirected to, opened with the receipt cookie it was given. */
  const receiptOf = (answer: Awaited<ReturnType<typeof post>>) => {
    const cookie = must(
      answer.cookies.find((c) => c.name === "urbis-receipt"),
      "the receipt cookie",
    );
    return service.app.inject({
      method: "GET",
      url: must(answer.headers.location as string | undefined),
      cookies: { [cookie.name]: cookie.value },
    });
  };
  const stored = async () => ({
    submissions: await service.app.db.$count(submissions),
    bookings: await service.app.db.$count(demoBookings),
  });

  it("answers the free times in Arabic, right to left, with the details and a token, storing nothing", async () => {
    const { page, action, body, times } = await timesPage();
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toContain(t("forms.page.booking.title"));
    expect(page.body).not.toContain("<script");
    expect(action).toBe("/api/demo-requests");
    expect(times.length).toBeGreaterThan(0);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(page.body).toContain('value="callback"');
    // Everything typed travels back as typed, with a send token, and no time yet.
    const typed = noScriptBody(arabicDemo, "ar");
    for (const name of new Set(typed.keys())) expect(body.getAll(name), name).toEqual(typed.getAll(name));
    expect(body.get("sendToken")).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(body.has("slot")).toBe(false);
    expect(await stored()).toEqual({ submissions: 0, bookings: 0 });

    // Nobody presents in French: today's "check and send" page.
    const french = await post(noScriptBody(validDemo, "fr"));
    expect(french.statusCode).toBe(200);
    expect(french.body).not.toContain('name="slot"');
    expect(french.body).toContain(formsTranslator("fr")("forms.page.check.title"));
  });

  it("books the time chosen, then shows the confirmation behind a redirect; a call back stays a callback request", async () => {
    const { body, times } = await timesPage();
    const start = must(times[0], "a free time");
    body.set("slot", start);
    const done = await post(body);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/api/demo-requests/received?lang=ar");
    expect(await stored()).toEqual({ submissions: 1, bookings: 1 });
    const [booking] = await service.app.db.select().from(demoBookings);
    expect(must(booking).startsAt.toISOString()).toBe(start);

    const confirmation = await receiptOf(done);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('<html lang="ar" dir="rtl"');
    expect(confirmation.body).toContain(t("forms.demo.booking.confirmed.title"));
    expect(confirmation.body).toContain("<bdi>Yasmine</bdi>");
    expect(confirmation.body).toContain(t("forms.demo.booking.confirmed.phone"));
    const casablanca = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Africa/Casablanca",
    }).format(new Date(start));
    expect(confirmation.body).toContain(`\u2068${casablanca}\u2069`);
    expect(confirmation.body).toMatch(
      /href="http:\/\/urbis\.test\/api\/demo\/bookings\/[0-9a-f-]+\/calendar\.ics\?sig=/,
    );

    // Pressed again (the same page, its send token): stored once, and the same confirmation.
    const again = await post(body);
    expect(again.statusCode).toBe(303);
    expect(await stored()).toEqual({ submissions: 1, bookings: 1 });
    const second = await receiptOf(again);
    expect(second.body).toContain(t("forms.demo.booking.confirmed.title"));
    expect(second.body).toContain(`\u2068${casablanca}\u2069`);

    // Another visitor who would rather be called back: stored as today, no booking.
    const other = await timesPage({ ...arabicDemo, email: "karim@residence-anfa.ma" });
    other.body.set("slot", "callback");
    const callback = await post(other.body);
    expect(callback.statusCode).toBe(303);
    expect(await stored()).toEqual({ submissions: 2, bookings: 1 });
  });

  it("a time taken meanwhile: the next free times with a notice, the details kept, nothing stored", async () => {
    const first = await timesPage();
    const second = await timesPage({ ...arabicDemo, email: "karim@residence-anfa.ma", firstName: "كريم" });
    const start = must(first.times[0], "a free time");
    first.body.set("slot", start);
    second.body.set("slot", start);
    expect((await post(first.body)).statusCode).toBe(303);

    const refused = await post(second.body);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(refused.body).toContain('<html lang="ar" dir="rtl"');
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain(t("forms.demo.booking.taken"));
    const again = checkPageForm(refused.body);
    const next = offered(refused.body);
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(start);
    second.body.delete("slot");
    expect([...again.body]).toEqual([...second.body]);
    expect(await stored()).toEqual({ submissions: 1, bookings: 1 });

    // The next free time, chosen from that page, books.
    again.body.set("slot", must(next[0]));
    expect((await post(again.body)).statusCode).toBe(303);
    expect(await stored()).toEqual({ submissions: 2, bookings: 2 });
  });
});
