import { and, eq } from "drizzle-orm";
import { casablancaDate, casablancaTime } from "#core/booking/slots";
import { estimatePlan } from "#core/content/plan-estimate";
import type { DemoRequest } from "#core/forms/demo/schema";
import type { Database } from "#server/db/client";
import { demoBookings, demoRequests } from "#server/db/schema";
import { announce, bookIn, bookingDetails, bookingLinks, SlotRefused, slotStart } from "#server/booking/book";
import type { BookingContext, BookingDetails } from "#server/booking/book";
import { freeSlots } from "#server/booking/availability";
import { demoEmails } from "#server/mail/demo-emails";
import { enqueue } from "#server/mail/outbox";
import { demoLead, enqueueLead } from "#server/webhook/payload";
import type { StoreContext, SubmissionMeta } from "./meta";
import { StoreRefusal } from "./refusal";
import { storeSubmission } from "./store";

/** The no-script page's choice of a call back instead of a time (core/booking/wire.ts). */
const CALLBACK = "callback";

/** A booking as the demo form's answer carries it (the confirmation on the page and without script). */
function bookingAnswer(
  { booking, presenterFirstName, meetingLink }: BookingDetails,
  context: BookingContext,
) {
  return {
    booking: {
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      date: casablancaDate(booking.startsAt),
      time: casablancaTime(booking.startsAt),
      minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
      presenter: presenterFirstName,
      mode: meetingLink ? "video" : "phone",
      ...bookingLinks(context.links, booking.id),
    },
  };
}

/**
 * Stores a demo request with its e-mails and its lead for the CRM (when the webhook is on), in one
 * transaction; returns its reference. With a `slot` (issue 32), the demo is booked in that same
 * transaction: the visitor's confirmation and invitation replace the receipt, and the answer
 * carries the booking; a time taken meanwhile stores nothing (StoreRefusal, with the next free
 * times).
 */
export async function storeDemoRequest(
  db: Database,
  demo: DemoRequest,
  meta: SubmissionMeta,
  context: StoreContext,
  booking?: BookingContext,
) {
  // `size` is the residence's lots: the plan is the pricing page's estimate at the default people per lot.
  const suggestedPlan = estimatePlan(demo.size).plan?.id;
  const wanted = meta.slot === undefined || meta.slot === CALLBACK ? undefined : meta.slot;
  const start = wanted === undefined ? undefined : slotStart(wanted);
  const language = demo.preferredLanguage;
  const now = meta.createdAt;
  const refusal = async (reason: "taken" | "unavailable") =>
    new StoreRefusal("slot", `booking.error.${reason}`, { slots: await freeSlots(db, { language, now }) });
  if (wanted !== undefined && (start === undefined || !booking)) throw await refusal("unavailable");
  let answer: Record<string, unknown> | undefined;
  try {
    const stored = await storeSubmission(
      db,
      {
        kind: "demo",
        status: "new",
        name: `${demo.firstName} ${demo.lastName}`,
        email: demo.email,
        phone: demo.phone,
      },
      meta,
      async (tx, { id, reference }) => {
        await tx.insert(demoRequests).values({
          submissionId: id,
          firstName: demo.firstName,
          lastName: demo.lastName,
          company: demo.company,
          city: demo.city,
          country: demo.country,
          role: demo.role,
          size: demo.size,
          suggestedPlan: suggestedPlan ?? null,
          planInterest: demo.plan ?? null,
          preferredLanguage: demo.preferredLanguage,
          timeSlots: demo.timeSlots,
          message: demo.message ?? null,
        });
        const storedDemo = {
          reference,
          locale: meta.locale,
          createdAt: meta.createdAt,
          suggestedPlan,
          attribution: meta.attribution,
        };
        const booked =
          start && booking ? await bookIn(tx, { submissionId: id, language, start, now }) : undefined;
        const emails = demoEmails({ ...demo, ...storedDemo }, context);
        // Booked: the confirmation with its invitation is the visitor's e-mail; the team's stays.
        await enqueue(tx, booked ? emails.filter((email) => email.purpose !== "demo.visitor") : emails, id);
        await enqueueLead(tx, context.leadWebhook, id, demoLead(demo, storedDemo));
        if (!booked || !booking) return;
        const details = await bookingDetails(tx, booked.booking.id);
        if (!details) return;
        await announce(tx, booking, "booked", details, { now, by: "visitor" });
        answer = bookingAnswer(details, booking);
      },
    );
    // Posted again with its send token (a second press without script): answered as the first
    // time, its booking included, so the visitor sees the same confirmation.
    if (stored.repeated && booking) {
      const [live] = await db
        .select({ id: demoBookings.id })
        .from(demoBookings)
        .where(and(eq(demoBookings.submissionId, stored.id), eq(demoBookings.status, "booked")));
      const details = live && (await bookingDetails(db, live.id));
      if (details) answer = bookingAnswer(details, booking);
    }
    return { ...stored, answer };
  } catch (error) {
    if (error instanceof SlotRefused) throw await refusal(error.reason);
    throw error;
  }
}
