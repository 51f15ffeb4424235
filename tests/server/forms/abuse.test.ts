import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { backends } from "../support/database";
import { validContact, validDemo, validDeletion } from "../support/payloads";
import { counts } from "../support/rows";
import { sharedService, startService, type Service } from "../support/service";

const forms = [
  ["/api/demo-requests", validDemo],
  ["/api/contact-messages", validContact],
  ["/api/deletion-requests", validDeletion],
] as const;

/** Each refusal carries its message in the visitor's language, as a 422 does for each field. */
const [fr, en, ar] = [formsTranslator("fr"), formsTranslator("en"), formsTranslator("ar")];

describe.each(backends)("abuse is refused and nothing is stored (%s database)", (backend) => {
  let service: Service;
  beforeAll(async () => {
    service = await startService(backend, { FORM_RATE_LIMIT: "3" });
  });
  afterAll(() => service.close());

  const nothingStored = async () =>
    expect(await counts(service.app.db)).toMatchObject({ submissions: 0, outbox: 0 });

  // Each case hits each endpoint from 127.0.0.1 at most once: the limit (3) is not reached.
  it.each(forms)("%s: unknown fields → 400", async (url, valid) => {
    const response = await service.app.inject({
      method: "POST",
      url,
      payload: { ...valid, nationalId: "AB123456", lang: "ar" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "unknown_fields",
      fields: ["nationalId"],
      message: ar("forms.problem.rejected"),
    });
    await nothingStored();
  });

  it.each(forms)("%s: a 2 MB body → 413", async (url, valid) => {
    const response = await service.app.inject({
      method: "POST",
      url,
      payload: { ...valid, message: "x".repeat(2 * 1024 * 1024) },
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "body_too_large", message: en("forms.problem.too-large") });
    await nothingStored();
  });

  it.each(forms)("%s: wrong content types → 415", async (url) => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
      const response = await service.app.inject({
        method: "POST",
        url: `${url}?lang=ar`,
        payload: "email=a@b.ma",
        headers: { "content-type": type },
        remoteAddress: `198.51.100.${type.length}`,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toEqual({
        error: "unsupported_media_type",
        message: ar("forms.problem.rejected"),
      });
    }
    await nothingStored();
  });
});

describe("robots and floods (embedded database)", () => {
  // One service, its database (rate-limit counts included) emptied before each test.
  const service = sharedService(() =>
    startService("embedded", { FORM_RATE_LIMIT: "2", FORM_RATE_WINDOW: "1 minute" }),
  );
  const nothingStored = async () =>
    expect(await counts(service().app.db)).toMatchObject({ submissions: 0, outbox: 0 });
  // Each post from an address of its own: a random one could meet the limit of 2 by chance.
  let sent = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
    sent += 1;
    return service().app.inject({
      method: "POST",
      url,
      payload,
      headers,
      remoteAddress: `10.0.${Math.floor(sent / 250)}.${sent % 250}`,
    });
  };

  it("a filled honeypot → 400 rejected", async () => {
    for (const [url, valid] of forms) {
      const response = await post(url, { ...valid, website: "https://spam.example" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "rejected", message: fr("forms.problem.rejected") });
    }
    await nothingStored();
  });

  it("a form sent faster than a person can fill it → 400 rejected", async () => {
    for (const [url, valid] of forms) {
      const response = await post(url, { ...valid, fillMs: 800, lang: "en" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "rejected", message: en("forms.problem.rejected") });
    }
    await nothingStored();
  });

  it("a fill time that is not a plain number of milliseconds → 400 rejected", async () => {
    // What the page's script sends is a string of digits; a JSON client may send a number.
    for (const fillMs of [
      [5000],
      "0x1388",
      "5e3",
      " 5000",
      "5000.0",
      "+5000",
      "",
      true,
      { ms: 5000 },
      -5000,
    ]) {
      const response = await post("/api/contact-messages", { ...validContact, fillMs });
      expect(response.statusCode, JSON.stringify(fillMs)).toBe(400);
      expect(response.json(), JSON.stringify(fillMs)).toEqual({
        error: "rejected",
        message: fr("forms.problem.rejected"),
      });
    }
    await nothingStored();
    for (const fillMs of ["5000", 5000, 5000.5])
      expect((await post("/api/contact-messages", { ...validContact, fillMs })).statusCode).toBe(201);
  });

  it("a JSON client that does not say how long the form was open → 400 rejected", async () => {
    const withoutFillTime: Partial<typeof validContact> = { ...validContact };
    delete withoutFillTime.fillMs;
    const response = await post("/api/contact-messages", withoutFillTime);
    expect(response.statusCode).toBe(400);
    await nothingStored();
  });

  it("the rejection page of a browser is in its language, and stores nothing", async () => {
    const body = new URLSearchParams({ email: "a@b.ma", consent: "on", website: "x", lang: "fr" });
    const response = await post("/api/deletion-requests", {}, {});
    expect(response.statusCode).toBe(400);
    const page = await service().app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: body.toString(),
      remoteAddress: "10.1.1.1",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Votre envoi n&#39;a pas abouti</h1>',
    );
    expect(page.body).toContain('href="/core/delete-my-account#deletion-request"');
    await nothingStored();
  });

  it("past the per-IP limit → 429 with Retry-After, the extra submission not stored", async () => {
    const url = "/api/contact-messages";
    const from = (ip: string) => ({
      method: "POST" as const,
      url,
      payload: validContact,
      remoteAddress: ip,
      headers: { "accept-language": "ar-MA,ar;q=0.9,fr;q=0.8" },
    });
    expect((await service().app.inject(from("192.0.2.7"))).statusCode).toBe(201);
    expect((await service().app.inject(from("192.0.2.7"))).statusCode).toBe(201);
    const third = await service().app.inject(from("192.0.2.7"));
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json()).toEqual({ error: "rate_limited", message: ar("forms.problem.rate-limited") });
    expect((await counts(service().app.db)).submissions).toBe(2);
    // Another visitor is not affected, nor is another form.
    expect((await service().app.inject(from("192.0.2.8"))).statusCode).toBe(201);
    const other = await service().app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: validDeletion,
      remoteAddress: "192.0.2.7",
    });
    expect(other.statusCode).toBe(201);
  });
});

describe("a site served from another origin", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService("embedded", { FORM_ALLOWED_ORIGINS: "https://cdn.urbis.example" });
  });
  afterAll(() => service.close());

  it("may post the forms and read the answers; other origins may not", async () => {
    const post = (origin: string) =>
      service.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: validContact,
        headers: { origin },
      });
    const allowed = await post("https://cdn.urbis.example");
    expect(allowed.statusCode).toBe(201);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://cdn.urbis.example");
    const other = await post("https://evil.example");
    expect(other.statusCode).toBe(403);
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
