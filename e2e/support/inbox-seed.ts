import { openDatabase } from "#server/db/client";
import { newReference } from "#server/db/reference";
import { demoRequests, statusChanges, submissions } from "#server/db/schema";

/**
 * Loaded through Vite's module runner by e2e/support/inbox-service.ts, before the service opens
 * the folder: a demo request received long ago (the public API can only make today's).
 */
export async function seedOldDemoRequest(dataDir: string, city: string, createdAt: Date): Promise<string> {
  const handle = await openDatabase({ dataDir });
  try {
    const reference = newReference("demo");
    await handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind: "demo",
          reference,
          locale: "fr",
          consentVersion: "e2e",
          name: "Hind Lahlou",
          email: "hind@example.ma",
          ipHash: "e2e",
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error("not stored");
      await tx.insert(demoRequests).values({
        submissionId: row.id,
        firstName: "Hind",
        lastName: "Lahlou",
        company: "Résidence Hassan",
        city,
        country: "MA",
        role: "SYNDIC",
        size: 80,
        suggestedPlan: "basic",
        preferredLanguage: "fr",
      });
      await tx.insert(statusChanges).values({ submissionId: row.id, toStatus: "new", changedAt: createdAt });
    });
    return reference;
  } finally {
    await handle.close();
  }
}
