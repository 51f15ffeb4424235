import { randomInt } from "node:crypto";

/** Letters and digits nobody confuses on the phone or on paper: no 0/O, 1/I/L, U/V. */
const alphabet = "23456789ABCDEFGHJKMNPQRSTWXYZ";

export const referencePrefixes = { demo: "DEM", contact: "CON", deletion: "DEL" } as const;

/** A human reference such as DEM-7K3Q9 (29^5 ≈ 20 million per kind; a clash is retried on insert). */
export function newReference(kind: keyof typeof referencePrefixes): string {
  let code = "";
  for (let i = 0; i < 5; i++) code += alphabet[randomInt(alphabet.length)];
  return `${referencePrefixes[kind]}-${code}`;
}

export const referencePattern = /^(DEM|CON|DEL)-[23456789ABCDEFGHJKMNPQRSTWXYZ]{5}$/;
