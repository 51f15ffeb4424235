import type { WeeklyHours } from "#core/booking/slots";
import type { Database } from "#server/db/client";
import { demoPresenters, staffUsers } from "#server/db/schema";
import { must } from "../../support/must";

/** Every day of the week, 08:00 to 18:00 in Casablanca: a presenter who always has free times. */
export const everyDay: WeeklyHours = Object.fromEntries(
  ["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [["08:00", "18:00"]]]),
);

/** A staff account that presents demos, inserted directly (the inbox's settings are another part). */
export async function addPresenter(
  db: Database,
  {
    firstName = "Salma",
    languages = ["fr"],
    weeklyHours = everyDay,
    meetingLink = null,
  }: {
    firstName?: string;
    languages?: string[];
    weeklyHours?: WeeklyHours;
    meetingLink?: string | null;
  } = {},
): Promise<string> {
  const [user] = await db
    .insert(staffUsers)
    .values({
      email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@urbis.test`,
      name: `${firstName} Test`,
      passwordHash: "not-used",
    })
    .returning({ id: staffUsers.id });
  const id = must(user, "the staff user").id;
  await db.insert(demoPresenters).values({ userId: id, firstName, languages, weeklyHours, meetingLink });
  return id;
}
