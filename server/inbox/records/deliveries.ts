import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails, outboxWebhooks, submissions } from "#server/db/schema";
import type { OutboxTable } from "#server/delivery/deliveries";

/**
 * What the service sent about a record, for the team: its e-mails and its delivery to the CRM's
 * webhook, with their state. Never what they carried.
 */
export type Delivery = {
  channel: "email" | "webhook";
  /** An e-mail's purpose (`demo.visitor`, `deletion.link`…); `webhook` for the CRM. */
  purpose: string;
  /** The e-mail's address, or the webhook's origin. */
  to: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

const state = (table: OutboxTable) => ({
  status: table.status,
  attempts: table.attempts,
  lastError: table.lastError,
  lastAttemptAt: table.lastAttemptAt,
  nextAttemptAt: table.nextAttemptAt,
  sentAt: table.sentAt,
  createdAt: table.createdAt,
});

/** A record's deliveries, in the order they were queued (e-mails first when queued together). */
export async function deliveriesOf(db: Database, submissionId: string): Promise<Delivery[]> {
  const [emails, webhooks] = await Promise.all([
    db
      .select({ purpose: outboxEmails.purpose, to: outboxEmails.toAddress, ...state(outboxEmails) })
      .from(outboxEmails)
      .where(eq(outboxEmails.submissionId, submissionId))
      .orderBy(asc(outboxEmails.id)),
    db
      .select({ to: outboxWebhooks.targetOrigin, ...state(outboxWebhooks) })
      .from(outboxWebhooks)
      .where(eq(outboxWebhooks.submissionId, submissionId))
      .orderBy(asc(outboxWebhooks.id)),
  ]);
  return [
    ...emails.map((row) => ({ channel: "email" as const, ...row })),
    ...webhooks.map((row) => ({ channel: "webhook" as const, purpose: "webhook", ...row })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const failedIn = (table: OutboxTable) =>
  sql`exists (select 1 from ${table} where ${table.submissionId} = ${submissions.id} and ${table.status} = 'failed')`;

/** True for a submission with at least one delivery given up (an e-mail, or its CRM delivery). */
export const hasFailedDelivery =
  sql<boolean>`(${failedIn(outboxEmails)} or ${failedIn(outboxWebhooks)})`.mapWith(Boolean);
