import { attributionFields, type AttributionKey } from "#core/attribution/fields";
import type { Attribution } from "#core/attribution/schema";
import type { LocaleCode } from "#core/i18n/locales";
import type { ContactMessage } from "#core/forms/contact/schema";
import type { DemoRequest } from "#core/forms/demo/schema";
import type { Transaction } from "#server/db/client";
import { outboxWebhooks } from "#server/db/schema";
import type { LeadWebhook } from "./target";

/** What is posted to LEAD_WEBHOOK_URL for each demo request and contact message (docs/forms.md). */
export type Lead = {
  /** The payload's version: 2 added `attribution` (decision 055); 1 had no `version`. */
  version: typeof LEAD_PAYLOAD_VERSION;
  kind: "demo" | "contact";
  reference: string;
  /** When it was received, ISO 8601 in UTC. */
  createdAt: string;
  /** Language of the page the visitor used. */
  locale: LocaleCode;
  fields: Record<string, string | number | string[] | null>;
  /**
   * Where the visit came from, under the names CRMs use (`landing_page`, `referrer_host`,
   * `utm_source`…), null when unknown; `recorded_by` is `page` (the page's script) or `service`.
   */
  attribution: Record<string, string | number | string[] | null>;
};

export const LEAD_PAYLOAD_VERSION = 2 as const;

type Stored = { reference: string; locale: LocaleCode; createdAt: Date; attribution?: Attribution };

/** A lead's attribution as the CRM takes it: every name present, null when not known. */
export function attributionPayload(attribution: Attribution | undefined): Lead["attribution"] {
  const values = Object.fromEntries(
    (Object.keys(attributionFields) as AttributionKey[]).map((key) => [
      attributionFields[key],
      key === "pagesSeen" ? (attribution?.pagesSeen ?? []) : (attribution?.[key] ?? null),
    ]),
  );
  return { recorded_by: attribution?.recordedBy ?? null, ...values };
}

const envelope = (kind: Lead["kind"], stored: Stored) => ({
  version: LEAD_PAYLOAD_VERSION,
  kind,
  reference: stored.reference,
  createdAt: stored.createdAt.toISOString(),
  locale: stored.locale,
});

/** A demo request as a CRM takes it: the form's fields (phone in E.164) and the plan that fits. */
export function demoLead(demo: DemoRequest, stored: Stored & { suggestedPlan?: string }): Lead {
  return {
    ...envelope("demo", stored),
    fields: {
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      phone: demo.phone,
      company: demo.company,
      city: demo.city,
      country: demo.country,
      role: demo.role,
      size: demo.size,
      suggestedPlan: stored.suggestedPlan ?? null,
      plan: demo.plan ?? null,
      preferredLanguage: demo.preferredLanguage,
      timeSlots: demo.timeSlots,
      message: demo.message ?? null,
    },
    attribution: attributionPayload(stored.attribution),
  };
}

export function contactLead(message: ContactMessage, stored: Stored): Lead {
  return {
    ...envelope("contact", stored),
    fields: {
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    },
    attribution: attributionPayload(stored.attribution),
  };
}

/**
 * Queues a lead for the CRM in the caller's transaction (the one storing the submission), with the
 * target it is for; nothing when the webhook is off.
 */
export async function enqueueLead(
  tx: Transaction,
  webhook: LeadWebhook | undefined,
  submissionId: string,
  lead: Lead,
) {
  if (!webhook) return;
  await tx.insert(outboxWebhooks).values({
    submissionId,
    idempotencyKey: lead.reference,
    targetOrigin: webhook.origin,
    targetHash: webhook.hash,
    body: JSON.stringify(lead),
  });
}
