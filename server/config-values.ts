/**
 * How the parts' settings read a value (server/config.ts assembles them): an empty variable, as a
 * `.env` file writes `NAME=`, is a setting left unset.
 */
export const unsetWhenEmpty = (v: unknown) => (v === "" ? undefined : v);
