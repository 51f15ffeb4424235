import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { demoBookings, demoPresenters, demoRequests, staffUsers, submissions } from "#server/db/schema";
import { casablancaDay } from "../presenters/store";

/** One demo as the agenda shows it, with what links it to its request. */
export type AgendaEntry = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  language: string;
  status: string;
  /** Changes the visitor was sent (moves, then a cancellation): iCalendar's SEQUENCE. */
  sequence: number;
  presenterId: string;
  presenterName: string;
  meetingLink: string | null;
  reference: string;
  visitor: string;
  company: string;
};

/** A day in Casablanca and its demos, in the order they happen. */
export type AgendaDay = { day: string; entries: AgendaEntry[] };

const MAX_ROWS = 500;

function select(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: demoBookings.id,
      startsAt: demoBookings.startsAt,
      endsAt: demoBookings.endsAt,
      language: demoBookings.language,
      status: demoBookings.status,
      sequence: demoBookings.sequence,
      presenterId: demoBookings.presenterId,
      presenterName: staffUsers.name,
      meetingLink: demoPresenters.meetingLink,
      reference: submissions.reference,
      visitor: submissions.name,
      company: demoRequests.company,
    })
    .from(demoBookings)
    .innerJoin(submissions, eq(submissions.id, demoBookings.submissionId))
    .innerJoin(staffUsers, eq(staffUsers.id, demoBookings.presenterId))
    .leftJoin(demoPresenters, eq(demoPresenters.userId, demoBookings.presenterId))
    .leftJoin(demoRequests, eq(demoRequests.submissionId, demoBookings.submissionId))
    .where(where)
    .orderBy(asc(demoBookings.startsAt), asc(staffUsers.name))
    .limit(MAX_ROWS);
}

const entry = (row: Awaited<ReturnType<typeof select>>[number]): AgendaEntry => ({
  ...row,
  company: row.company ?? "",
});

/** Demos grouped by their day in Casablanca (the list is already in time order). */
export function byDay(entries: AgendaEntry[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const e of entries) {
    const day = casablancaDay(e.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(e);
    else days.push({ day, entries: [e] });
  }
  return days;
}

/**
 * The agenda at `now`: the booked demos still to end, by day; and the booked demos that have
 * ended but are not yet marked done or no-show. `presenterId` narrows both to one presenter.
 */
export async function agendaOf(db: Database, { now, presenterId }: { now: Date; presenterId?: string }) {
  const booked = eq(demoBookings.status, "booked");
  const whose = presenterId ? eq(demoBookings.presenterId, presenterId) : undefined;
  const [upcoming, toMark] = await Promise.all([
    select(db, and(booked, whose, gte(demoBookings.endsAt, now))),
    select(db, and(booked, whose, lt(demoBookings.endsAt, now))),
  ]);
  return { days: byDay(upcoming.map(entry)), toMark: toMark.map(entry) };
}

/** The demos booked on one request, live or not, in time order (its page in the inbox). */
export async function bookingsOfRequest(db: Database, submissionId: string): Promise<AgendaEntry[]> {
  return (await select(db, eq(demoBookings.submissionId, submissionId))).map(entry);
}

/** One booking, for the agenda's actions. */
export async function findBooking(db: Database, id: string) {
  const [row] = await select(db, eq(demoBookings.id, id));
  return row ? entry(row) : undefined;
}
