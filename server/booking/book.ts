import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SlotDays } from "#core/booking/slots";
import { defaultLocale, isLocaleCode } from "#core/i18n/locales";
import type { Database, Transaction } from "#server/db/client";
import { demoBookings, demoRequests, submissions } from "#server/db/schema";
import { isUniqueViolation } from "#server/forms/store";
import { bookingEmail, type BookingEmailKind, type BookingMail } from "#server/mail/booking-emails";
import type { MailContext } from "#server/mail/context";
import { enqueue } from "#server/mail/outbox";
import { enqueueBookingEvent, type BookingEventKind } from "#server/webhook/booking-events";
import type { LeadWebhook } from "#server/webhook/target";
import { availability, freeSlots } from "./availability";
import { signedLink, type LinkConfig } from "./links";

/** What the booking needs from the service: the e-mails' settings, the webhook, the links' key. */
export type BookingContext = { mail: MailContext; webhook?: LeadWebhook; links: LinkConfig };

export type Booking = typeof demoBookings.$inferSelect;
export type Presenter = { firstName: string; meetingLink: string | null };

/** Why a start could not be booked; `next` is filled in once the transaction is over. */
export class SlotRefused extends Error {
  constructor(readonly reason: "taken" | "unavailable") {
    super(`The slot is ${reason}`);
  }
}

const LIVE_START = "demo_bookings_presenter_start_live";

/** A start as the slots list writes it ("2027-01-11T09:00:00.000Z"), or undefined. */
export function slotStart(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value))
    return;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Books `start` for a demo request inside the caller's transaction: among the presenters free then
 * who speak `language`, the fairness rule's first (availability.ts); if the database refuses them
 * (another visitor booked them at that start meanwhile, on any instance: the unique index
 * `demo_bookings_presenter_start_live`), the next, each in a savepoint. Throws SlotRefused when
 * none is left.
 */
export async function bookIn(
  tx: Transaction,
  {
    submissionId,
    language,
    start,
    now,
  }: { submissionId: string; language: string; start: string; now: Date },
): Promise<{ booking: Booking; presenter: Presenter; minutes: number }> {
  const found = await availability(tx, { language, now });
  const candidates = found.candidates.get(start);
  if (!candidates) throw new SlotRefused((await takenAt(tx, start)) ? "taken" : "unavailable");
  const startsAt = new Date(start);
  const endsAt = new Date(startsAt.getTime() + found.settings.minutes * 60_000);
  for (const presenterId of candidates) {
    const id = randomUUID();
    try {
      const [booking] = await tx.transaction((savepoint) =>
        savepoint
          .insert(demoBookings)
          .values({
            id,
            submissionId,
            presenterId,
            startsAt,
            endsAt,
            language,
            uid: `demo-${id}@urbis.ma`,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      if (!booking) throw new Error("The booking was not inserted");
      const presenter = found.presenters.get(presenterId) ?? { firstName: "", meetingLink: null };
      return { booking, presenter, minutes: found.settings.minutes };
    } catch (error) {
      if (!isUniqueViolation(error, LIVE_START)) throw error;
    }
  }
  throw new SlotRefused("taken");
}

async function takenAt(tx: Transaction, start: string): Promise<boolean> {
  const rows = await tx
    .select({ id: demoBookings.id })
    .from(demoBookings)
    .where(and(eq(demoBookings.startsAt, new Date(start)), eq(demoBookings.status, "booked")))
    .limit(1);
  return rows.length > 0;
}

/** The visitor and the request a booking belongs to. */
async function bookingDetails(tx: Transaction | Database, bookingId: string) {
  const [row] = await tx
    .select({
      booking: demoBookings,
      reference: submissions.reference,
      email: submissions.email,
      phone: submissions.phone,
      firstName: demoRequests.firstName,
      lastName: demoRequests.lastName,
      presenterFirstName: sql<string>`(select first_name from demo_presenters where user_id = ${demoBookings.presenterId})`,
      meetingLink: sql<
        string | null
      >`(select meeting_link from demo_presenters where user_id = ${demoBookings.presenterId})`,
    })
    .from(demoBookings)
    .innerJoin(submissions, eq(submissions.id, demoBookings.submissionId))
    .innerJoin(demoRequests, eq(demoRequests.submissionId, demoBookings.submissionId))
    .where(eq(demoBookings.id, bookingId));
  return row;
}

export type BookingDetails = NonNullable<Awaited<ReturnType<typeof bookingDetails>>>;
export { bookingDetails };

/** What an e-mail or an invitation says of a booking, from its stored details, in its language. */
export function bookingMail(details: BookingDetails, kind: BookingEmailKind, now: Date): BookingMail {
  const { booking } = details;
  return {
    kind,
    locale: isLocaleCode(booking.language) ? booking.language : defaultLocale.code,
    visitor: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: details.phone ?? "",
    },
    reference: details.reference,
    booking,
    presenter: { firstName: details.presenterFirstName, meetingLink: details.meetingLink },
    now,
  };
}

/** The signed links of a booking. */
export function bookingLinks(config: LinkConfig, bookingId: string) {
  return {
    calendar: signedLink(config, bookingId, "calendar"),
    reschedule: signedLink(config, bookingId, "reschedule"),
    cancel: signedLink(config, bookingId, "cancel"),
  };
}

const eventOf: Record<Exclude<BookingEmailKind, "reminder">, BookingEventKind> = {
  booked: "demo.booked",
  moved: "demo.moved",
  cancelled: "demo.cancelled",
};

/**
 * Queues, in the caller's transaction, the visitor's e-mail about a change of their booking (with
 * the invitation) and the webhook's event.
 */
export async function announce(
  tx: Transaction,
  context: BookingContext,
  kind: BookingEmailKind,
  details: BookingDetails,
  { now, by }: { now: Date; by: "visitor" | "team" | "service" },
) {
  const { booking } = details;
  const mail = bookingMail(details, kind, now);
  const { locale, presenter } = mail;
  await enqueue(
    tx,
    [
      bookingEmail(
        { ...mail, links: kind === "cancelled" ? undefined : bookingLinks(context.links, booking.id) },
        context.mail,
      ),
    ],
    booking.submissionId,
  );
  if (kind === "reminder") return;
  await enqueueBookingEvent(tx, context.webhook, booking.submissionId, {
    version: 3,
    kind: eventOf[kind],
    reference: details.reference,
    createdAt: now.toISOString(),
    locale,
    booking: {
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
      presenter: presenter.firstName,
      mode: presenter.meetingLink ? "video" : "phone",
      status: booking.status,
      sequence: booking.sequence,
      by,
    },
  });
}

export type BookResult =
  { ok: true; booking: Booking } | { ok: false; reason: "taken" | "unavailable"; next: SlotDays };

/**
 * Books `start` for an existing demo request, with its e-mail and event (the form's intake books
 * in the transaction that stores the request instead: server/forms/demo-store.ts).
 */
export async function book(
  db: Database,
  context: BookingContext,
  input: { submissionId: string; language: string; start: string; now: Date },
): Promise<BookResult> {
  try {
    const booking = await db.transaction(async (tx) => {
      const { booking } = await bookIn(tx, input);
      const details = await bookingDetails(tx, booking.id);
      if (details) await announce(tx, context, "booked", details, { now: input.now, by: "service" });
      return booking;
    });
    return { ok: true, booking };
  } catch (error) {
    if (!(error instanceof SlotRefused)) throw error;
    return { ok: false, reason: error.reason, next: await freeSlots(db, input) };
  }
}

/** Whether a booking can still be changed by its visitor: live, and not started. */
export const changeable = (booking: Booking, now: Date) =>
  booking.status === "booked" && booking.startsAt > now;

/**
 * Moves a live booking to `start` (a free time in its language, any presenter by the fairness
 * rule; the presenter kept when they are free then): same UID, SEQUENCE one higher; the visitor is
 * sent the updated invitation.
 */
export async function reschedule(
  db: Database,
  context: BookingContext,
  { bookingId, start, now, by }: { bookingId: string; start: string; now: Date; by: "visitor" | "team" },
): Promise<BookResult> {
  try {
    const booking = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(demoBookings)
        .where(eq(demoBookings.id, bookingId))
        .for("update");
      if (!current || current.status !== "booked") throw new SlotRefused("unavailable");
      const found = await availability(tx, { language: current.language, now, except: current.id });
      const candidates = found.candidates.get(start);
      if (!candidates) throw new SlotRefused((await takenAt(tx, start)) ? "taken" : "unavailable");
      const ordered = candidates.includes(current.presenterId)
        ? [current.presenterId, ...candidates.filter((id) => id !== current.presenterId)]
        : candidates;
      const startsAt = new Date(start);
      const endsAt = new Date(startsAt.getTime() + found.settings.minutes * 60_000);
      for (const presenterId of ordered) {
        try {
          const [moved] = await tx.transaction((savepoint) =>
            savepoint
              .update(demoBookings)
              .set({
                presenterId,
                startsAt,
                endsAt,
                sequence: sql`${demoBookings.sequence} + 1`,
                reminderSentAt: null,
                updatedAt: now,
              })
              .where(eq(demoBookings.id, current.id))
              .returning(),
          );
          if (!moved) throw new Error("The booking was not updated");
          const details = await bookingDetails(tx, moved.id);
          if (details) await announce(tx, context, "moved", details, { now, by });
          return moved;
        } catch (error) {
          if (!isUniqueViolation(error, LIVE_START)) throw error;
        }
      }
      throw new SlotRefused("taken");
    });
    return { ok: true, booking };
  } catch (error) {
    if (!(error instanceof SlotRefused)) throw error;
    const [current] = await db.select().from(demoBookings).where(eq(demoBookings.id, bookingId));
    return {
      ok: false,
      reason: error.reason,
      next: await freeSlots(db, { language: current?.language ?? defaultLocale.code, now }),
    };
  }
}

/** Cancels a live booking: SEQUENCE one higher, the visitor is sent METHOD:CANCEL. */
export async function cancel(
  db: Database,
  context: BookingContext,
  { bookingId, now, by }: { bookingId: string; now: Date; by: "visitor" | "team" },
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(demoBookings)
      .set({ status: "cancelled", sequence: sql`${demoBookings.sequence} + 1`, updatedAt: now })
      .where(and(eq(demoBookings.id, bookingId), eq(demoBookings.status, "booked")))
      .returning();
    if (!cancelled) return undefined;
    const details = await bookingDetails(tx, cancelled.id);
    if (details) await announce(tx, context, "cancelled", details, { now, by });
    return cancelled;
  });
}

/** The team marks a past demo done or no-show (the visitor is not written to). */
export async function markOutcome(
  db: Database,
  { bookingId, outcome, now = new Date() }: { bookingId: string; outcome: "done" | "no_show"; now?: Date },
): Promise<Booking | undefined> {
  const [marked] = await db
    .update(demoBookings)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(demoBookings.id, bookingId), sql`${demoBookings.status} in ('booked', 'done', 'no_show')`))
    .returning();
  return marked;
}
