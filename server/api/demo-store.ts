import { planForUsers } from "#app/content/plans";
import type { DemoRequest } from "#app/forms/demo/schema";
import type { Database } from "#server/db/client";
import { demoRequests, statusChanges, submissions } from "#server/db/schema";
import { demoEmails } from "#server/mail/demo-emails";
import { enqueue } from "#server/mail/outbox";
import type { StoreContext, SubmissionMeta } from "./meta";
import { withNewReference } from "./store";

/** Stores a demo request with its e-mails, in one transaction; returns its reference. */
export function storeDemoRequest(
  db: Database,
  demo: DemoRequest,
  meta: SubmissionMeta,
  context: StoreContext,
) {
  const suggestedPlan = planForUsers(demo.size)?.id;
  return withNewReference("demo", (reference) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind: "demo",
          reference,
          status: "new",
          locale: meta.locale,
          consentVersion: meta.consentVersion,
          name: `${demo.firstName} ${demo.lastName}`,
          email: demo.email,
          phone: demo.phone,
          ipHash: meta.ipHash,
          userAgent: meta.userAgent,
          createdAt: meta.createdAt,
          updatedAt: meta.createdAt,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error("The submission was not inserted");
      const id = row.id;
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
      await tx.insert(statusChanges).values({ submissionId: id, toStatus: "new", changedAt: meta.createdAt });
      await enqueue(
        tx,
        demoEmails(
          { ...demo, reference, locale: meta.locale, createdAt: meta.createdAt, suggestedPlan },
          context,
        ),
        id,
      );
      return { id, reference };
    }),
  );
}
