import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { staffSessions, staffUsers } from "#server/db/schema";
import type { StaffUser } from "./staff-users";

/**
 * Server-side sessions. The cookie carries a random id (256 bits); the database keeps only its
 * hash, so a copy of the database opens no session. Expiry slides with use, up to an absolute limit.
 */
export type SessionTimes = {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however much it is used. */
  absoluteMs: number;
};

export type ActiveSession = {
  user: Pick<StaffUser, "id" | "email" | "name">;
  /** Token the session's forms carry (CSRF); derived from the id, so nothing more is stored. */
  csrfToken: string;
  /** Set when the expiry moved: the cookie must be sent again with it. */
  renewedUntil?: Date;
};

/** Moving the expiry at most this often spares a write on every request. */
const RENEW_EVERY_MS = 5 * 60 * 1000;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/** Bound to the session: a token from another session (or none) is refused. */
export function csrfTokenFor(sessionId: string): string {
  return createHmac("sha256", sessionId).update("urbis-inbox-csrf").digest("base64url");
}

export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createSession(
  db: Database,
  userId: string,
  times: SessionTimes,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + times.idleMs);
  // Sign-in is rare: a good moment to drop sessions that ended.
  await deleteEndedSessions(db, times, now);
  await db.insert(staffSessions).values({ idHash: hashId(id), userId, createdAt: now, expiresAt });
  return { id, expiresAt };
}

/** The session the cookie names, if it is still valid and its account enabled; renews its expiry. */
export async function readSession(
  db: Database,
  id: string | undefined,
  times: SessionTimes,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!id || id.length > 100) return null;
  const idHash = hashId(id);
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      createdAt: staffSessions.createdAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.createdAt, new Date(now.getTime() - times.absoluteMs)),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) return null;
  const session: ActiveSession = {
    user: { id: row.id, email: row.email, name: row.name },
    csrfToken: csrfTokenFor(id),
  };
  const renewed = new Date(
    Math.min(now.getTime() + times.idleMs, row.createdAt.getTime() + times.absoluteMs),
  );
  if (renewed.getTime() - row.expiresAt.getTime() >= RENEW_EVERY_MS) {
    await db.update(staffSessions).set({ expiresAt: renewed }).where(eq(staffSessions.idHash, idHash));
    session.renewedUntil = renewed;
  }
  return session;
}

export async function deleteSession(db: Database, id: string | undefined): Promise<void> {
  if (id) await db.delete(staffSessions).where(eq(staffSessions.idHash, hashId(id)));
}

async function deleteEndedSessions(db: Database, times: SessionTimes, now: Date) {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.createdAt, new Date(now.getTime() - times.absoluteMs)),
      ),
    );
}
