import { randomBytes } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { LocaleCode } from "#core/i18n/locales";
import type { Database } from "#server/db/client";
import { feedTokenHash } from "#server/booking/feed";
import { demoClosedDays, demoDaysOff, demoPresenters, demoSettings, staffUsers } from "#server/db/schema";
import { TEAM_TIME_ZONE } from "../records/days";
import { DEFAULT_SETTINGS, type ClosedDay, type DemoSettings, type PresenterInput } from "./input";

/** A staff account's presenting: undefined until they first save it. */
export type Presenter = PresenterInput & { userId: string; hasFeed: boolean; updatedAt: Date | null };

/** The first word of an account's name: what a visitor is told ("with Salma"). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A presenter who has never saved anything starts from here. */
export function newPresenter(name: string): PresenterInput {
  return {
    firstName: firstNameOf(name),
    languages: [],
    weeklyHours: {},
    meetingLink: null,
    active: true,
    daysOff: [],
  };
}

/** Their days off from `today` on (past ones no longer matter to anyone). */
export async function findPresenter(
  db: Database,
  userId: string,
  today: string,
): Promise<Presenter | undefined> {
  const [row] = await db.select().from(demoPresenters).where(eq(demoPresenters.userId, userId));
  if (!row) return undefined;
  const days = await db
    .select({ day: demoDaysOff.day })
    .from(demoDaysOff)
    .where(and(eq(demoDaysOff.userId, userId), gte(demoDaysOff.day, today)))
    .orderBy(asc(demoDaysOff.day));
  return {
    userId,
    firstName: row.firstName,
    languages: row.languages as LocaleCode[],
    weeklyHours: row.weeklyHours,
    meetingLink: row.meetingLink,
    active: row.active,
    daysOff: days.map((d) => d.day),
    hasFeed: row.feedTokenHash !== null,
    updatedAt: row.updatedAt,
  };
}

/** Saves everything a presenter sets; their days off from `today` on are replaced by `input.daysOff`. */
export async function savePresenter(db: Database, userId: string, input: PresenterInput, today: string) {
  const values = {
    firstName: input.firstName,
    languages: input.languages,
    weeklyHours: input.weeklyHours,
    meetingLink: input.meetingLink,
    active: input.active,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(demoPresenters)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: demoPresenters.userId, set: values });
    await tx.delete(demoDaysOff).where(and(eq(demoDaysOff.userId, userId), gte(demoDaysOff.day, today)));
    const upcoming = input.daysOff.filter((day) => day >= today);
    if (upcoming.length > 0) await tx.insert(demoDaysOff).values(upcoming.map((day) => ({ userId, day })));
  });
}

/** Every presenter with their account's name, for the agenda's filter and the command line. */
export async function listPresenters(db: Database) {
  return db
    .select({
      userId: demoPresenters.userId,
      firstName: demoPresenters.firstName,
      name: staffUsers.name,
      email: staffUsers.email,
      languages: demoPresenters.languages,
      active: demoPresenters.active,
    })
    .from(demoPresenters)
    .innerJoin(staffUsers, eq(staffUsers.id, demoPresenters.userId))
    .orderBy(asc(staffUsers.name));
}

/**
 * A new secret for the presenter's calendar feed (only its SHA-256 is stored, as for sessions), replacing (revoking) the previous one. Returned
 * once, to be shown once; undefined if the account has not saved its presenting yet.
 */
export async function renewFeedToken(db: Database, userId: string): Promise<string | undefined> {
  const token = randomBytes(32).toString("base64url");
  const updated = await db
    .update(demoPresenters)
    .set({ feedTokenHash: feedTokenHash(token) })
    .where(eq(demoPresenters.userId, userId))
    .returning({ userId: demoPresenters.userId });
  return updated.length === 1 ? token : undefined;
}

/** The feed's address: under the service's public URL when set, else the request's origin. */
export function feedUrl(origin: string, token: string) {
  return new URL(`/api/demo/feeds/${token}.ics`, origin).toString();
}

/** The team's settings: the contract's defaults until someone saves them. */
export async function readSettings(db: Database): Promise<DemoSettings> {
  const [row] = await db.select().from(demoSettings).where(eq(demoSettings.id, 1));
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    minutes: row.minutes,
    bufferMinutes: row.bufferMinutes,
    noticeHours: row.noticeHours,
    horizonDays: row.horizonDays,
    maxPerDay: row.maxPerDay,
  };
}

export async function readClosedDays(db: Database, today: string): Promise<ClosedDay[]> {
  const rows = await db
    .select()
    .from(demoClosedDays)
    .where(gte(demoClosedDays.day, today))
    .orderBy(asc(demoClosedDays.day));
  return rows.map((row) => ({ day: row.day, label: row.label }));
}

/** Saves the settings and the closed days from `today` on, in one transaction. */
export async function saveSettings(
  db: Database,
  settings: DemoSettings,
  closedDays: ClosedDay[],
  today: string,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(demoSettings)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: demoSettings.id, set: { ...settings, updatedAt: new Date() } });
    await tx.delete(demoClosedDays).where(gte(demoClosedDays.day, today));
    const upcoming = closedDays.filter((c) => c.day >= today);
    if (upcoming.length > 0)
      await tx.insert(demoClosedDays).values(upcoming.map((c) => ({ day: c.day, label: c.label })));
  });
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day (`YYYY-MM-DD`) an instant falls on in Casablanca. */
export const casablancaDay = (instant: Date) => dayFormat.format(instant);
