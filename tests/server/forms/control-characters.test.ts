import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { browserHeaders, noScriptBody } from "../support/check-page";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { counts } from "../support/rows";
import { startService, type Service } from "../support/service";

/**
 * A NUL byte (which PostgreSQL refuses in text) or another control character in any text field is
 * a field's problem like any other: 422 with the field's message in the visitor's language, never
 * a 500, and nothing stored.
 */
const forms = [
  ["/api/demo-requests", validDemo, ["firstName", "lastName", "email", "company", "city", "message"]],
  ["/api/contact-messages", validContact, ["name", "email", "message"]],
  ["/api/deletion-requests", validDeletion, ["email", "reason"]],
] as const;

describe("control characters in the forms' text fields", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService("embedded");
  });
  afterAll(() => service.close());

  const nothingStored = async () =>
    expect(await counts(service.app.db)).toMatchObject({ submissions: 0, outbox: 0 });

  it.each(forms)(
    "%s: a NUL in each text field → 422 in the visitor's language (JSON)",
    async (url, valid, fields) => {
      const t = formsTranslator("ar");
      for (const field of fields) {
        const value = field === "email" ? "sal\u0000ma@example.ma" : "Sal\u0000ma";
        const response = await service.app.inject({
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
      const response = await service.app.inject({
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
      const response = await service.app.inject({
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
    const fine = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...validContact, message: "Bonjour,\r\n\tune question.\nMerci" },
    });
    expect(fine.statusCode).toBe(201);
  });
});
