import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  casablancaDate,
  dayGrid,
  defaultSettings,
  groupByDay,
  isWeeklyHours,
  openDates,
  weekOf,
  type BookingSettings,
  type Slot,
  type SlotDays,
} from "#core/booking/slots";
import type { Database, Transaction } from "#server/db/client";
import { demoBookings, demoClosedDays, demoDaysOff, demoPresenters, demoSettings } from "#server/db/schema";

type Reader = Database | Transaction;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The settings row, or the defaults of decision 058 where there is none. */
export async function loadSettings(db: Reader): Promise<BookingSettings> {
  const [row] = await db.select().from(demoSettings).where(eq(demoSettings.id, 1));
  if (!row) return defaultSettings;
  const { minutes, bufferMinutes, noticeHours, horizonDays, maxPerDay } = row;
  return { minutes, bufferMinutes, noticeHours, horizonDays, maxPerDay };
}

/** Who could take the demo at each free start (ISO), in the order the fairness rule picks them. */
export type Availability = {
  settings: BookingSettings;
  days: SlotDays;
  candidates: Map<string, string[]>;
  /** Every presenter's first name and meeting link, by id. */
  presenters: Map<string, { firstName: string; meetingLink: string | null }>;
};

type LiveBooking = { presenterId: string; startsAt: Date; endsAt: Date };

/**
 * The free demo times for `language` from `now` (decision 058): each active presenter who speaks
 * it, on their weekly hours, on the open days (not a fixed-date holiday, a closed day, or one of
 * their days off), after the notice and to the horizon, not overlapping their live bookings (the
 * buffer kept around each) and under their most a day. A start may be free for several presenters:
 * they are listed fewest bookings that week first (the fairness rule), then by id.
 */
export async function availability(
  db: Reader,
  { language, now, except }: { language: string; now: Date; except?: string },
): Promise<Availability> {
  const settings = await loadSettings(db);
  const empty: Availability = {
    settings,
    days: groupByDay([], settings.minutes),
    candidates: new Map(),
    presenters: new Map(),
  };
  const presenters = (
    await db
      .select()
      .from(demoPresenters)
      .where(and(eq(demoPresenters.active, true), sql`${language} = any(${demoPresenters.languages})`))
  ).filter((p) => isWeeklyHours(p.weeklyHours));
  if (presenters.length === 0) return empty;
  const ids = presenters.map((p) => p.userId);

  const earliest = new Date(now.getTime() + settings.noticeHours * HOUR_MS);
  const dates = openDates(now, settings.horizonDays, new Set(await closedDays(db, now, settings)));
  if (dates.length === 0) return empty;
  const first = dates[0] as string;
  const last = dates[dates.length - 1] as string;
  // Bookings from the Monday of the first week (the fairness rule counts the week) to the horizon.
  const from = new Date(`${weekOf(first)}T00:00:00Z`).getTime() - DAY_MS;
  const to = new Date(`${last}T00:00:00Z`).getTime() + 2 * DAY_MS;
  const booked: LiveBooking[] = await db
    .select({
      presenterId: demoBookings.presenterId,
      startsAt: demoBookings.startsAt,
      endsAt: demoBookings.endsAt,
    })
    .from(demoBookings)
    .where(
      and(
        inArray(demoBookings.presenterId, ids),
        inArray(demoBookings.status, ["booked", "done"]),
        gte(demoBookings.startsAt, new Date(from)),
        lte(demoBookings.startsAt, new Date(to)),
        except ? sql`${demoBookings.id} <> ${except}` : undefined,
      ),
    );
  const off = await db
    .select()
    .from(demoDaysOff)
    .where(and(inArray(demoDaysOff.userId, ids), gte(demoDaysOff.day, first), lte(demoDaysOff.day, last)));
  const offDays = new Set(off.map((row) => `${row.userId} ${row.day}`));

  const { perDay, perWeek } = counts(booked);
  const overlaps = overlapsOf(booked, settings.bufferMinutes);
  const candidates = new Map<string, string[]>();
  const slots = new Map<string, Slot>();
  for (const presenter of presenters) {
    for (const date of dates) {
      if (offDays.has(`${presenter.userId} ${date}`)) continue;
      if ((perDay.get(`${presenter.userId} ${date}`) ?? 0) >= settings.maxPerDay) continue;
      for (const slot of dayGrid(date, presenter.weeklyHours, settings)) {
        if (new Date(slot.start) < earliest || overlaps(presenter.userId, slot)) continue;
        slots.set(slot.start, slot);
        candidates.set(slot.start, [...(candidates.get(slot.start) ?? []), presenter.userId]);
      }
    }
  }
  const load = (id: string, start: string) =>
    perWeek.get(`${id} ${weekOf(casablancaDate(new Date(start)))}`) ?? 0;
  for (const [start, list] of candidates)
    list.sort((a, b) => load(a, start) - load(b, start) || a.localeCompare(b));

  return {
    settings,
    days: groupByDay(slots.values(), settings.minutes),
    candidates,
    presenters: new Map(
      presenters.map((p) => [p.userId, { firstName: p.firstName, meetingLink: p.meetingLink }]),
    ),
  };
}

/** Each presenter's live and held bookings counted per Casablanca day and per week. */
function counts(booked: LiveBooking[]) {
  const perDay = new Map<string, number>();
  const perWeek = new Map<string, number>();
  for (const booking of booked) {
    const date = casablancaDate(booking.startsAt);
    const day = `${booking.presenterId} ${date}`;
    const week = `${booking.presenterId} ${weekOf(date)}`;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return { perDay, perWeek };
}

/** Whether a slot would overlap one of the presenter's bookings, the buffer kept around each. */
function overlapsOf(booked: LiveBooking[], bufferMinutes: number) {
  const bufferMs = bufferMinutes * 60_000;
  return (presenterId: string, slot: Slot) => {
    const start = new Date(slot.start).getTime();
    const end = new Date(slot.end).getTime();
    return booked.some(
      (b) =>
        b.presenterId === presenterId &&
        start < b.endsAt.getTime() + bufferMs &&
        b.startsAt.getTime() < end + bufferMs,
    );
  };
}

async function closedDays(db: Reader, now: Date, settings: BookingSettings): Promise<string[]> {
  const first = casablancaDate(now);
  const last = casablancaDate(new Date(now.getTime() + (settings.horizonDays + 1) * DAY_MS));
  const rows = await db
    .select({ day: demoClosedDays.day })
    .from(demoClosedDays)
    .where(and(gte(demoClosedDays.day, first), lte(demoClosedDays.day, last)));
  return rows.map((row) => row.day);
}

/** The free demo times for `language` (`GET /api/demo/slots`); none when nobody can present. */
export async function freeSlots(
  db: Reader,
  { language, now }: { language: string; now: Date },
): Promise<SlotDays> {
  // One connection for the five reads, rather than five checkouts of the pool under load.
  return (await db.transaction((tx) => availability(tx, { language, now }))).days;
}
