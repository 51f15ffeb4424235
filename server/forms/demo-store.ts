import { casablancaDate, casablancaTime } from "#core/booking/slots";
import { estimatePlan } from "#core/content/plan-estimate";
import type { DemoRequest } from "#core/forms/demo/schema";
import type { Database } from "#server/db/client";
import { demoRequests } from "#server/db/schema";
import { announce, bookIn, bookingDetails, bookingLinks, SlotRefused, slotStart } from "#server/booking/book";
import type { BookingContext } from "#server/booking/book";
import { freeSlots } from "#server/booking/availability";
import { demoEmails } from "#server/mail/demo-emails";
import { enqueue } from "#server/mail/outbox";
import { demoLead, enqueueLead } from "#server/webhook/payload";
import type { StoreContext, SubmissionMeta } from "./meta";
import { StoreRefusal } from "./refusal";
import { storeSubmission } from "./store";

/** The no-script page's choice of a call back instead of a time (core/booking/wire.ts). */
const CALLBACK = "callback";

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
        if (details) await announce(tx, booking, "booked", details, { now, by: "visitor" });
        answer = {
          booking: {
            start: booked.booking.startsAt.toISOString(),
            end: booked.booking.endsAt.toISOString(),
            date: casablancaDate(booked.booking.startsAt),
            time: casablancaTime(booked.booking.startsAt),
            minutes: booked.minutes,
            presenter: booked.presenter.firstName,
            mode: booked.presenter.meetingLink ? "video" : "phone",
            ...bookingLinks(booking.links, booked.booking.id),
          },
        };
      },
    );
    return { ...stored, answer };
  } catch (error) {
    if (error instanceof SlotRefused) throw await refusal(error.reason);
    throw error;
  }
}
