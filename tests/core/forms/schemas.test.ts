import { describe, expect, it } from "vitest";
import { contactSchema } from "#core/forms/contact/schema";
import { deletionSchema } from "#core/forms/deletion/schema";
import { demoSchema } from "#core/forms/demo/schema";
import { fieldErrors } from "#core/forms/errors";
import { normalizePhone } from "#core/forms/phone";

const validDemo = {
  firstName: " Salma ",
  lastName: "Benali",
  email: "salma@residence-anfa.ma",
  phone: "06 12 34 56 78",
  company: "Résidence Anfa",
  city: "Casablanca",
  country: "MA",
  role: "SYNDIC",
  size: "1 200",
  preferredLanguage: "fr",
  timeSlots: "weekday-morning",
  consent: "on",
};

type Schema = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  };
};

const errorsOf = (schema: Schema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error?.issues ?? []);
};

describe("phone numbers", () => {
  it.each([
    ["06 12 34 56 78", "+212612345678"],
    ["0712345678", "+212712345678"],
    ["05.22.00.00.00", "+212522000000"],
    ["+212 6 12 34 56 78", "+212612345678"],
    ["+212 (0)6 12 34 56 78", "+212612345678"],
    ["00212612345678", "+212612345678"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["0033 6 12 34 56 78", "+33612345678"],
    ["+1 (514) 555-0199", "+15145550199"],
  ])("%s → %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    "12345",
    "06 12 34",
    "0912345678",
    "+212 4 12 34 56 78",
    "+0 123 456 789",
    "06 12 34 56 78 90",
    "phone",
  ])("%s is not a phone number", (input) => expect(normalizePhone(input)).toBeUndefined());
});

describe("demo request schema", () => {
  it("accepts what a browser posts and cleans it", () => {
    const result = demoSchema.safeParse(validDemo);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: "Salma",
      phone: "+212612345678",
      size: 1200,
      timeSlots: ["weekday-morning"],
    });
    expect(result.data?.plan).toBeUndefined();
    expect(result.data?.message).toBeUndefined();
  });

  it("accepts JSON", () => {
    const result = demoSchema.safeParse({
      ...validDemo,
      size: 80,
      consent: true,
      timeSlots: [],
      plan: "premium",
    });
    expect(result.success).toBe(true);
  });

  it("names each field's problem with a message key", () => {
    expect(errorsOf(demoSchema, {})).toEqual({
      firstName: "forms.error.required",
      lastName: "forms.error.required",
      email: "forms.error.required",
      phone: "forms.error.required",
      company: "forms.error.required",
      city: "forms.error.required",
      country: "forms.error.choice",
      role: "forms.error.choice",
      size: "forms.error.required",
      preferredLanguage: "forms.error.choice",
      consent: "forms.error.consent",
    });
    expect(
      errorsOf(demoSchema, {
        ...validDemo,
        email: "salma@",
        phone: "123",
        size: "0",
        country: "EH",
        plan: "gold",
        timeSlots: ["sunday-night"],
        firstName: "x".repeat(101),
      }),
    ).toEqual({
      email: "forms.error.email",
      phone: "forms.error.phone",
      size: "forms.error.size",
      country: "forms.error.choice",
      plan: "forms.error.choice",
      timeSlots: "forms.error.choice",
      firstName: "forms.error.too-long",
    });
  });
});

describe("contact and deletion schemas", () => {
  it("contact: phone optional, subject from the list, message required", () => {
    const base = {
      name: "Karim",
      email: "k@example.com",
      subject: "support",
      message: "Bonjour",
      consent: "on",
    };
    expect(contactSchema.safeParse(base).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, phone: "" }).data?.phone).toBeUndefined();
    expect(errorsOf(contactSchema, { ...base, subject: "jobs", message: " ", phone: "abc" })).toEqual({
      subject: "forms.error.choice",
      message: "forms.error.required",
      phone: "forms.error.phone",
    });
  });

  it("deletion: the account's e-mail and consent are enough", () => {
    expect(deletionSchema.safeParse({ email: "a@b.ma", consent: true }).success).toBe(true);
    expect(errorsOf(deletionSchema, { email: "a@b.ma", consent: false })).toEqual({
      consent: "forms.error.consent",
    });
  });
});
