import type { LocaleCode } from "#core/i18n/locales";
import type { ContactMessage } from "#core/forms/contact/schema";
import type { DemoRequest } from "#core/forms/demo/schema";
import type { Transaction } from "#server/db/client";
import { outboxWebhooks } from "#server/db/schema";
import type { LeadWebhook } from "./target";

/** What is posted to LEAD_WEBHOOK_URL for each demo request and contact message (docs/forms.md). */
export type Lead = {
  kind: "demo" | "contact";
  reference: string;
  /** When it was received, ISO 8601 in UTC. */
  createdAt: string;
  /** Language of the page the visitor used. */
  locale: LocaleCode;
  fields: Record<string, string | number | string[] | null>;
};

type Stored = { reference: string; locale: LocaleCode; createdAt: Date };

const envelope = (kind: Lead["kind"], stored: Stored) => ({
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
