import { describe, expect, it } from "vitest";
import { contactSchema } from "#core/forms/contact/schema";
import { demoSchema } from "#core/forms/demo/schema";
import { fieldErrors } from "#core/forms/errors";

/**
 * A volunteer syndic often writes from a personal address: the forms ask for an e-mail (issue 34
 * §4), and no check refuses a personal domain.
 */
describe("a personal e-mail address", () => {
  const personal = [
    "karim.tazi@gmail.com",
    "salma.bennani@hotmail.fr",
    "n.alaoui@yahoo.fr",
    "y.kettani@outlook.com",
  ];

  it("is accepted by the demo and contact forms", () => {
    for (const email of personal) {
      for (const schema of [demoSchema, contactSchema]) {
        const result = schema.safeParse({ email });
        const errors = result.success ? {} : fieldErrors(result.error.issues);
        expect(errors.email, email).toBeUndefined();
      }
    }
  });

  it("is told apart from an address that is not one", () => {
    const result = demoSchema.safeParse({ email: "karim.tazi@" });
    const errors = result.success ? {} : fieldErrors(result.error.issues);
    expect(errors.email).toBeDefined();
  });
});
