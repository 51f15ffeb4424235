import type { MessageKey } from "#core/i18n/keys";

/**
 * A valid submission the store refused because of what changed meanwhile (a demo's time booked by
 * someone else): nothing is stored, and the visitor is told in their language, on `field`, with
 * what the answer adds (the next free times). Answered 409; the page keeps what was typed.
 */
export class StoreRefusal extends Error {
  constructor(
    readonly field: string,
    readonly key: MessageKey,
    readonly extra: Record<string, unknown>,
  ) {
    super(`The store refused the submission (${key})`);
  }
}
