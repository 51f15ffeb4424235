import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { serviceSecrets } from "#server/db/schema";

/**
 * The key of the client-IP hash: IP_HASH_SECRET, or one generated on the first start and kept in the
 * database, so every instance (and every restart) hashes the same IP the same way. Without a key, the
 * 4 billion IPv4 addresses could be hashed in minutes and the hash reversed.
 */
export async function ipHashKey(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serviceSecrets)
    .values({ name: "ip-hash-key", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serviceSecrets).where(eq(serviceSecrets.name, "ip-hash-key"));
  if (!row) throw new Error("The IP-hash key could not be stored");
  return row.value;
}

export function hashIp(key: string, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("base64url").slice(0, 32);
}
