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

describe("characters that could disguise a name", () => {
  const base = {
    name: "Karim Alaoui",
    email: "k@example.com",
    subject: "support",
    message: "Bonjour",
    consent: "on",
  };
  const errorOf = (field: "name" | "email" | "message", value: string) =>
    errorsOf(contactSchema, { ...base, [field]: value })[field];

  it("a one-line field refuses bidirectional controls, zero-width and other invisible characters", () => {
    const invisible = {
      "U+202A–U+202E embeddings and overrides": ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e"],
      "U+2066–U+2069 isolates": ["\u2066", "\u2067", "\u2068", "\u2069"],
      "zero-width space, joiner, word joiner, BOM": ["\u200b", "\u200d", "\u2060", "\ufeff"],
      "soft hyphen, Hangul filler, tag": ["\u00ad", "\u3164", "\u{e0041}"],
      "C1 controls, NEL among them": ["\u0080", "\u0085", "\u009f"],
      "lone surrogates": ["\ud800", "\udfff"],
    };
    for (const [what, characters] of Object.entries(invisible))
      for (const character of characters) {
        const label = `${what}: U+${character.codePointAt(0)?.toString(16)}`;
        expect(errorOf("name", `Karim${character} Alaoui`), label).toBe("forms.error.characters");
        expect(errorOf("email", `k${character}@example.com`), label).toBe("forms.error.characters");
      }
    // The spoof the issue saw: a name that reads "Karim Alaoui" but is stored otherwise.
    expect(errorOf("name", "Karim \u202euiuolA")).toBe("forms.error.characters");
  });

  it("a zero-width non-joiner is taken between two Arabic-script letters only, where it shows", () => {
    // Persian and some Arabic-script spellings break a join with it: the letters change shape.
    expect(errorOf("name", "مهر\u200cآرا")).toBeUndefined();
    expect(errorOf("name", "Sal\u200cma")).toBe("forms.error.characters");
    expect(errorOf("name", "\u200cسلمى")).toBe("forms.error.characters");
    expect(errorOf("name", "سلمى\u200c")).toBe("forms.error.characters");
    expect(errorOf("name", "سلمى \u200cبنعلي")).toBe("forms.error.characters");
  });

  it("Arabic, French and mixed names as people type them pass, marks of direction included", () => {
    for (const name of [
      "عبد الرحمن بنعلي",
      "Zoé L'Haÿ-Œuvray",
      "Aït Ben Haddou",
      "سلمى (Salma)\u200f",
      "Ⴝⴰⵍⵎⴰ ⵜⴰⵣⵉ",
    ])
      expect(errorOf("name", name), name).toBeUndefined();
  });

  it("a message refuses controls, surrogates and overrides, and takes what pasted text carries", () => {
    for (const character of ["\u0085", "\ud800", "\u202e", "\u202b"])
      expect(errorOf("message", `Bonjour ${character}`), JSON.stringify(character)).toBe(
        "forms.error.characters",
      );
    // Our own e-mails isolate a reference (U+2068…U+2069); web pages carry zero-width spaces; emoji join.
    for (const message of [
      "Ma demande \u2068DEM-7Q4K\u2069",
      "Bon\u200bjour",
      "Merci 🤷\u200d♂️",
      "خدمة\u200cممتازة",
    ])
      expect(errorOf("message", message), JSON.stringify(message)).toBeUndefined();
  });
});
