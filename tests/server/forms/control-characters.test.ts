import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { queryRows } from "#server/db/client";
import { browserHeaders, noScriptBody } from "../support/check-page";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { counts } from "../support/rows";
import { sharedService, startService } from "../support/service";

/**
 * A NUL byte (which PostgreSQL refuses in text) or another control character in any text field is
 * a field's problem like any other: 422 with the field's message in the visitor's language, never
 * a 500, and nothing stored. So are the invisible characters that disguise a name, and a lone
 * surrogate; a body that is not UTF-8 is refused whole (400), never stored with U+FFFD.
 */
const forms = [
  ["/api/demo-requests", validDemo, ["firstName", "lastName", "email", "company", "city", "message"]],
  ["/api/contact-messages", validContact, ["name", "email", "message"]],
  ["/api/deletion-requests", validDeletion, ["email", "reason"]],
] as const;

describe("control and invisible characters in the forms' text fields", () => {
  // One service, its database emptied before each test.
  const service = sharedService(() => startService("embedded"));

  const nothingStored = async () =>
    expect(await counts(service().app.db)).toMatchObject({ submissions: 0, outbox: 0 });

  it.each(forms)(
    "%s: a NUL in each text field → 422 in the visitor's language (JSON)",
    async (url, valid, fields) => {
      const t = formsTranslator("ar");
      for (const field of fields) {
        const value = field === "email" ? "sal\u0000ma@example.ma" : "Sal\u0000ma";
        const response = await service().app.inject({
          method: "POST",
          url,
          payload: { ...valid, [field]: value, lang: "ar" },
        });
        expect(response.statusCode, field).toBe(422);
        expect(response.json(), field).toEqual({
          error: "invalid",
          errors: { [field]: { key: "forms.error.characters", message: t("forms.error.characters") } },
        });
      }
      await nothingStored();
    },
  );

  it.each(forms)(
    "%s: a NUL posted by a browser without script → 422 page in its language",
    async (url, valid, fields) => {
      const t = formsTranslator("en");
      const field = fields[0];
      const body = noScriptBody(valid, "en");
      body.set(field, "Sal\u0000ma");
      const response = await service().app.inject({
        method: "POST",
        url,
        payload: body.toString(),
        headers: browserHeaders,
      });
      expect(response.statusCode).toBe(422);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<html lang="en" dir="ltr" data-script="latin">');
      expect(response.body).toContain(t("forms.page.errors.title"));
      expect(response.body).toContain(t("forms.error.characters").replace(/'/g, "&#39;"));
      await nothingStored();
    },
  );

  it("other control characters are refused too; tabs and line breaks in a message are not", async () => {
    for (const character of ["\u0001", "\u001b", "\u007f", "\uffff"]) {
      const response = await service().app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { ...validContact, message: `Bonjour${character}` },
      });
      expect(response.statusCode, JSON.stringify(character)).toBe(422);
      expect(response.json<{ errors: object }>().errors).toEqual({
        message: expect.objectContaining({ key: "forms.error.characters" }),
      });
    }
    await nothingStored();
    const fine = await service().app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...validContact, message: "Bonjour,\r\n\tune question.\nMerci" },
    });
    expect(fine.statusCode).toBe(201);
  });
  it.each(forms)(
    "%s: an override, an isolate, a zero-width character, NEL or a lone surrogate in a name → 422 (JSON)",
    async (url, valid, fields) => {
      const t = formsTranslator("fr");
      const field = fields[0];
      for (const character of ["\u202e", "\u2067", "\u200b", "\u2060", "\ufeff", "\u0085", "\ud83d"]) {
        const value = field === "email" ? `sal${character}ma@example.ma` : `Sal${character}ma`;
        const response = await service().app.inject({
          method: "POST",
          url,
          payload: { ...valid, [field]: value },
        });
        expect(response.statusCode, JSON.stringify(character)).toBe(422);
        expect(response.json(), JSON.stringify(character)).toEqual({
          error: "invalid",
          errors: { [field]: { key: "forms.error.characters", message: t("forms.error.characters") } },
        });
      }
      await nothingStored();
    },
  );

  it("a name disguised by an override, posted by a browser without script → 422 page in its language", async () => {
    const t = formsTranslator("ar");
    const body = noScriptBody(validContact, "ar");
    body.set("name", "Karim \u202euiuolA");
    const response = await service().app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: body.toString(),
      headers: browserHeaders,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<html lang="ar" dir="rtl"');
    expect(response.body).toContain(t("forms.error.characters"));
    await nothingStored();
  });

  it("a body that is not UTF-8 → 400 in the visitor's language, JSON or page; nothing stored with U+FFFD", async () => {
    const t = formsTranslator("en");
    const json = Buffer.concat([
      Buffer.from(JSON.stringify({ ...validContact, name: "Karim " }).slice(0, -1)),
      Buffer.from(',"message":"Bonjour \xff\xfe"}', "latin1"),
    ]);
    const form = (name: string) => {
      const body = noScriptBody(validContact, "en");
      body.delete("name");
      return `${body.toString()}&name=${name}`;
    };
    const bodies: [string, string | Buffer][] = [
      ["application/json", json],
      ["application/x-www-form-urlencoded", Buffer.from(form("Karim%FF"))],
      // A surrogate encoded in UTF-8 (CESU), and a raw byte that starts a sequence it does not finish.
      ["application/x-www-form-urlencoded", Buffer.from(form("Karim%ED%A0%80"))],
      ["application/x-www-form-urlencoded", Buffer.concat([Buffer.from(form("Karim")), Buffer.from([0xc3])])],
    ];
    for (const [type, payload] of bodies) {
      const response = await service().app.inject({
        method: "POST",
        url: "/api/contact-messages?lang=en",
        payload,
        headers: { "content-type": type },
      });
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json(), String(payload)).toEqual({
        error: "invalid_encoding",
        message: t("forms.problem.rejected"),
      });
      const page = await service().app.inject({
        method: "POST",
        url: "/api/contact-messages?lang=en",
        payload,
        headers: { ...browserHeaders, "content-type": type },
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(t("forms.page.problem.title"));
    }
    await nothingStored();
    // The same forms in UTF-8 are taken, every character as sent.
    const fine = await service().app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: `${form("Kar%C3%AFm+%D8%B3%D9%84%D9%85%D9%89")}&fillMs=5000`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(fine.statusCode, fine.body).toBe(201);
    const [row] = await queryRows<{ name: string }>(service().app.db, sql`select name from submissions`);
    expect(row?.name).toBe("Karïm سلمى");
  });
});
