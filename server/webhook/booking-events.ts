import type { Transaction } from "#server/db/client";
import { outboxWebhooks } from "#server/db/schema";
import type { LeadWebhook } from "./target";

/**
 * Demo booking events posted to LEAD_WEBHOOK_URL (issue 32; docs/forms.md, decision 028): the same
 * signed request and outbox as a lead, with a body of their own (`version` 3). `reference` is the
 * demo request's, the lead the CRM already has.
 */
export const BOOKING_EVENT_VERSION = 3 as const;

export type BookingEventKind = "demo.booked" | "demo.moved" | "demo.cancelled";

export type BookingEvent = {
  version: typeof BOOKING_EVENT_VERSION;
  kind: BookingEventKind;
  reference: string;
  /** When it happened, ISO 8601 in UTC. */
  createdAt: string;
  /** Language of the demo. */
  locale: string;
  booking: {
    start: string;
    end: string;
    minutes: number;
    presenter: string;
    mode: "video" | "phone";
    status: string;
    /** The invitation's SEQUENCE: one more at each change. */
    sequence: number;
    /** Who made the change: the visitor (their link), the team (the inbox) or the service. */
    by: "visitor" | "team" | "service";
  };
};

/** Queues one booking event in the caller's transaction; nothing when the webhook is off. */
export async function enqueueBookingEvent(
  tx: Transaction,
  webhook: LeadWebhook | undefined,
  submissionId: string,
  event: BookingEvent,
) {
  if (!webhook) return;
  await tx.insert(outboxWebhooks).values({
    submissionId,
    // One key per event and change: a receiver drops a repeated delivery, not the next change.
    idempotencyKey: `${event.reference}:${event.kind}:${event.booking.sequence}`,
    targetOrigin: webhook.origin,
    targetHash: webhook.hash,
    body: JSON.stringify(event),
  });
}
