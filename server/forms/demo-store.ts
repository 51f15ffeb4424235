import { estimatePlan } from "#core/content/plan-estimate";
import type { DemoRequest } from "#core/forms/demo/schema";
import type { Database } from "#server/db/client";
import { demoRequests } from "#server/db/schema";
import { demoEmails } from "#server/mail/demo-emails";
import { enqueue } from "#server/mail/outbox";
import { demoLead, enqueueLead } from "#server/webhook/payload";
import type { StoreContext, SubmissionMeta } from "./meta";
import { storeSubmission } from "./store";

/**
 * Stores a demo request with its e-mails and its lead for the CRM (when the webhook is on), in one
 * transaction; returns its reference.
 */
export function storeDemoRequest(
  db: Database,
  demo: DemoRequest,
  meta: SubmissionMeta,
  context: StoreContext,
) {
  // `size` is the residence's lots: the plan is the pricing page's estimate at the default people per lot.
  const suggestedPlan = estimatePlan(demo.size).plan?.id;
  return storeSubmission(
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
      const stored = {
        reference,
        locale: meta.locale,
        createdAt: meta.createdAt,
        suggestedPlan,
        attribution: meta.attribution,
      };
      await enqueue(tx, demoEmails({ ...demo, ...stored }, context), id);
      await enqueueLead(tx, context.leadWebhook, id, demoLead(demo, stored));
    },
  );
}
