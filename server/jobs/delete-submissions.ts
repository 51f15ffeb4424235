import { inArray, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails, submissions } from "#server/db/schema";

/**
 * Deletes the submissions `where` selects, in one transaction, with everything about them: their
 * details, history, notes and deliveries to the CRM's webhook (cascade) and the e-mails sent about
 * them, which hold the person's address. Returns the references it deleted.
 */
export async function deleteSubmissions(db: Database, where: SQL | undefined): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The outbox keeps its rows when a submission goes (set null): remove these ones first.
    await tx
      .delete(outboxEmails)
      .where(
        inArray(outboxEmails.submissionId, tx.select({ id: submissions.id }).from(submissions).where(where)),
      );
    const deleted = await tx.delete(submissions).where(where).returning({ reference: submissions.reference });
    return deleted.map((row) => row.reference);
  });
}
