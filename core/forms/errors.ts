/**
 * What a form field can be told, as message keys of locales/{fr,en,ar}/forms.json: the schemas return these
 * keys, and the page (in the browser) or the service (in its answers and e-mails) translates them.
 */
export const errorKeys = {
  required: "forms.error.required",
  tooLong: "forms.error.too-long",
  characters: "forms.error.characters",
  email: "forms.error.email",
  phone: "forms.error.phone",
  choice: "forms.error.choice",
  size: "forms.error.size",
  consent: "forms.error.consent",
} as const;

export type ErrorKey = (typeof errorKeys)[keyof typeof errorKeys];

/** Field name → the message key of its first problem. */
export type FieldErrors = Record<string, ErrorKey>;

/** Upper bounds shared by the browser's inputs (maxLength) and the schemas. */
export const limits = { short: 100, email: 254, phone: 30, message: 2000, reason: 1000 } as const;

/** The first problem of each field, as message keys. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message as ErrorKey;
  }
  return errors;
}
