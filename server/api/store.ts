import { newReference, type referencePrefixes } from "#server/db/reference";

/** The database refused a duplicate of `constraint` (PostgreSQL error 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

/**
 * Runs `insert` with a fresh reference, again with another one in the rare case it is taken
 * (references are short so people can read them out).
 */
export async function withNewReference<T>(
  kind: keyof typeof referencePrefixes,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReference(kind));
    } catch (error) {
      if (attempt >= 8 || !isUniqueViolation(error, "submissions_reference_unique")) throw error;
    }
  }
}
