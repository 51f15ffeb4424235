import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client";
import { staffSessions, staffUsers } from "#server/db/schema";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";

/**
 * The team's accounts. Created, disabled and re-keyed from the command line only (server/cli): the
 * inbox itself has no sign-up and there is no default account.
 */
export type StaffUser = typeof staffUsers.$inferSelect;

export const staffEmail = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());

export const staffName = z.string().trim().min(1).max(120);

export const staffPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`);

export class StaffUserError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new StaffUserError(`${what}: ${result.error.issues[0]?.message ?? "invalid"}`);
  return result.data;
}

export async function findStaffUserByEmail(db: Database, email: string): Promise<StaffUser | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
  return user;
}

export async function createStaffUser(
  db: Database,
  input: { email: string; name: string; password: string },
): Promise<StaffUser> {
  const email = parse(staffEmail, input.email.trim(), "E-mail");
  const name = parse(staffName, input.name, "Name");
  const password = parse(staffPassword, input.password, "Password");
  if (await findStaffUserByEmail(db, email))
    throw new StaffUserError(`An account for ${email} already exists`);
  const [user] = await db
    .insert(staffUsers)
    .values({ email, name, passwordHash: await hashPassword(password) })
    .returning();
  if (!user) throw new StaffUserError("The account was not created");
  return user;
}

export async function listStaffUsers(db: Database): Promise<StaffUser[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.email));
}

async function existing(db: Database, email: string): Promise<StaffUser> {
  const user = await findStaffUserByEmail(db, email);
  if (!user) throw new StaffUserError(`No account for ${email.trim().toLowerCase()}`);
  return user;
}

/** Disabling ends the account's sessions at once (and each request checks `disabled_at` anyway). */
export async function disableStaffUser(db: Database, email: string): Promise<StaffUser> {
  const user = await existing(db, email);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ disabledAt: sql`coalesce(${staffUsers.disabledAt}, now())` })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
  });
  return existing(db, email);
}

export async function enableStaffUser(db: Database, email: string): Promise<StaffUser> {
  const user = await existing(db, email);
  await db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, user.id));
  return existing(db, email);
}

/** A new password signs the account out everywhere: whoever knew the old one loses access. */
export async function setStaffPassword(db: Database, email: string, password: string): Promise<StaffUser> {
  const user = await existing(db, email);
  const valid = parse(staffPassword, password, "Password");
  const passwordHash = await hashPassword(valid);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
  });
  return user;
}
