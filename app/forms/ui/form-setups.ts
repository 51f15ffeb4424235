import { figures } from "#core/content/figures";
import { legal } from "#core/content/legal";
import type { contactFields } from "#core/forms/contact/schema";
import type { deletionFields } from "#core/forms/deletion/schema";
import type { demoFields } from "#core/forms/demo/schema";
import type { FormId } from "#core/forms/endpoints";
import type { SchemaLoader } from "./use-form-submission";

/** What FormShell knows of a form beyond the markup of its fields. */
type FormSetup<Field extends string> = {
  /**
   * Imports the form's schema (core/forms/<form>/schema.ts) when it is first needed: the schema
   * and its validation library load apart from the page.
   */
  loadSchema: SchemaLoader;
  /** The fields' names, in the order of the form (the error summary lists them so). */
  fields: readonly Field[];
  /**
   * More values for the confirmation (`forms.<form>.success.title` and `.body`), whose text also
   * receives {reference} and {email}.
   */
  successValues?: Record<string, unknown>;
};

/** Each form's field names, from its schema: a name the schema lacks does not compile. */
type FieldNames = {
  contact: keyof typeof contactFields;
  deletion: keyof typeof deletionFields;
  demo: keyof typeof demoFields;
};

export const formSetups: { [Form in FormId]: FormSetup<FieldNames[Form]> } = {
  contact: {
    loadSchema: () => import("#core/forms/contact/schema").then((module) => module.contactSchema),
    fields: ["name", "email", "phone", "subject", "message", "consent"],
    successValues: { responseMinutes: figures.responseMinutes },
  },
  deletion: {
    loadSchema: () => import("#core/forms/deletion/schema").then((module) => module.deletionSchema),
    fields: ["email", "phone", "reason", "consent"],
    successValues: { hours: legal.retention.confirmationLinkHours },
  },
  demo: {
    loadSchema: () => import("#core/forms/demo/schema").then((module) => module.demoSchema),
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "city",
      "country",
      "role",
      "size",
      "plan",
      "preferredLanguage",
      "timeSlots",
      "message",
      "consent",
    ],
  },
};
