import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { analyticsSalts } from "#server/db/schema";

/**
 * The day's salt of the visitor hash (decision 056): random, made by the first instance that needs
 * it and kept in the database so that every instance hashes a visitor alike, deleted once the day
 * is over (server/jobs/analytics-rollup.ts). Without it, yesterday's hashes cannot be linked to
 * today's, nor computed again from an IP address and a browser.
 */
export function daySalts(db: Database) {
  const known = new Map<string, Promise<Buffer>>();
  async function load(day: string): Promise<Buffer> {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`The analytics salt of ${day} could not be stored`);
    return Buffer.from(row.salt);
  }
  return (day: string): Promise<Buffer> => {
    let salt = known.get(day);
    if (!salt) {
      // Only today's (and, around midnight, yesterday's) is ever asked for.
      if (known.size > 2) known.clear();
      salt = load(day);
      salt.catch(() => known.delete(day));
      known.set(day, salt);
    }
    return salt;
  };
}

/** The visitor of a beacon: the day's salted hash of its address and browser, never either. */
export function visitorHash(salt: Buffer, ip: string, userAgent: string, day: string): string {
  return createHmac("sha256", salt).update(`${day}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}
