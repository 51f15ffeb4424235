import { openDatabase } from "#server/db/client";
import { demoPresenters, staffUsers } from "#server/db/schema";

/**
 * Loaded through Vite's module runner by e2e/forms-booking.spec.ts, before the service opens the
 * folder (an embedded database is one process's at a time): a staff account that presents demos in
 * `languages`, every day from 08:00 to 20:00 in Casablanca, so that free times always exist.
 */
export async function seedPresenter(
  dataDir: string,
  {
    firstName,
    languages,
    meetingLink,
  }: { firstName: string; languages: string[]; meetingLink: string | null },
): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    const weeklyHours = Object.fromEntries(
      ["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [["08:00", "20:00"]]]),
    );
    const [user] = await handle.db
      .insert(staffUsers)
      .values({ email: `${firstName.toLowerCase()}@urbis.test`, name: `${firstName} E2E`, passwordHash: "-" })
      .returning({ id: staffUsers.id });
    if (!user) throw new Error("the presenter's account was not stored");
    await handle.db
      .insert(demoPresenters)
      .values({ userId: user.id, firstName, languages, weeklyHours, meetingLink });
  } finally {
    await handle.close();
  }
}
