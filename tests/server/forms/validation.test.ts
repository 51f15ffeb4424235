import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "#core/i18n/locales";
import { formsTranslator } from "#core/i18n/forms-translator";
import { startService, type Service } from "../support/service";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { counts } from "../support/rows";

/** For each form: a bad value of every field, and the message key it must produce. */
const cases = {
  "/api/demo-requests": {
    valid: validDemo,
    bad: {
      firstName: ["", "forms.error.required"],
      lastName: ["x".repeat(101), "forms.error.too-long"],
      email: ["salma@", "forms.error.email"],
      phone: ["06 12", "forms.error.phone"],
      company: ["   ", "forms.error.required"],
      city: ["", "forms.error.required"],
      country: ["EH", "forms.error.choice"],
      role: ["KING", "forms.error.choice"],
      size: ["beaucoup", "forms.error.size"],
      plan: ["gold", "forms.error.choice"],
      preferredLanguage: ["es", "forms.error.choice"],
      timeSlots: [["sunday-night"], "forms.error.choice"],
      message: ["x".repeat(2001), "forms.error.too-long"],
      consent: [false, "forms.error.consent"],
    },
  },
  "/api/contact-messages": {
    valid: validContact,
    bad: {
      name: ["", "forms.error.required"],
      email: ["karim.example.com", "forms.error.email"],
      phone: ["12345", "forms.error.phone"],
      subject: ["jobs", "forms.error.choice"],
      message: ["", "forms.error.required"],
      consent: ["no", "forms.error.consent"],
    },
  },
  "/api/deletion-requests": {
    valid: validDeletion,
    bad: {
      email: ["", "forms.error.required"],
      phone: ["+0 12", "forms.error.phone"],
      reason: ["x".repeat(1001), "forms.error.too-long"],
      consent: [undefined, "forms.error.consent"],
    },
  },
} as const;

describe("every field's bad values give the right message in the request's language", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService("embedded");
  });
  afterAll(() => service.close());

  for (const [url, { valid, bad }] of Object.entries(cases)) {
    for (const { code } of locales) {
      it(`${url} in ${code}`, async () => {
        const t = formsTranslator(code);
        const payload: Record<string, unknown> = { ...valid, lang: code };
        for (const [field, [value]] of Object.entries(bad)) payload[field] = value;
        const response = await service.app.inject({ method: "POST", url, payload });
        expect(response.statusCode).toBe(422);
        const { errors } = response.json<{ errors: Record<string, { key: string; message: string }> }>();
        const expected = Object.fromEntries(
          Object.entries(bad).map(([field, [, key]]) => [field, { key, message: t(key) }]),
        );
        expect(errors).toEqual(expected);
      });
    }
  }

  it("stores none of them", async () => {
    expect(await counts(service.app.db)).toMatchObject({ submissions: 0, outbox: 0 });
  });
});
