import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client";
import { must } from "./must";

/** How many rows each table holds: "nothing stored" means all of them stayed at zero. */
export async function counts(db: Database) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from submissions) as submissions,
      (select count(*)::int from demo_requests) as demo,
      (select count(*)::int from contact_messages) as contact,
      (select count(*)::int from deletion_requests) as deletion,
      (select count(*)::int from outbox_emails) as outbox`,
  );
  return must(row, "counts");
}
