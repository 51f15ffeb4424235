import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Config } from "#server/config";
import { queryRows, type Database } from "#server/db/client";
import { every } from "#server/jobs/schedule";
import type { LeadWebhook } from "#server/webhook/target";
import { announce, bookingDetails, type BookingContext } from "./book";
import { bookingContext } from "./context";

const HOUR_MS = 60 * 60_000;
/** How often the reminders are looked for. */
export const REMINDER_EVERY_MS = 5 * 60_000;

/**
 * The reminder the day before (issue 32): each live booking that starts within the next 24 hours
 * and was booked (or last moved) at least 24 hours before its start is reminded once. "Once" is
 * the database's: one UPDATE claims the bookings whose `reminder_sent_at` is still null and queues
 * their e-mails in the same transaction, so two instances running it at the same moment send each
 * reminder once (the second's UPDATE waits for the first's rows, then finds them claimed).
 * A move clears `reminder_sent_at` (book.ts). Returns the ids it reminded.
 */
export async function sendReminders(db: Database, context: BookingContext, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`UPDATE demo_bookings SET reminder_sent_at = ${now.toISOString()}::timestamptz
          WHERE status = 'booked' AND reminder_sent_at IS NULL
            AND starts_at > ${now.toISOString()}::timestamptz
            AND starts_at <= ${new Date(now.getTime() + 24 * HOUR_MS).toISOString()}::timestamptz
            AND updated_at <= starts_at - interval '24 hours'
          RETURNING id`,
    );
    for (const { id } of due) {
      const details = await bookingDetails(tx, id);
      if (details) await announce(tx, context, "reminder", details, { now, by: "service" });
    }
    return due.map((row) => row.id);
  });
}

/** Looks for reminders to send every few minutes, on one instance a round; off with JOBS=false. */
export async function registerReminders(
  app: FastifyInstance,
  config: Config,
  { db, webhook, stored }: { db: Database; webhook: LeadWebhook | undefined; stored: () => void },
) {
  if (!config.JOBS) return;
  const context = await bookingContext(db, config, webhook);
  const stop = every(
    REMINDER_EVERY_MS,
    "demo-reminders",
    async () => {
      const sent = await sendReminders(db, context, new Date());
      if (sent.length === 0) return;
      app.log.info({ count: sent.length }, "demo reminders queued");
      stored();
    },
    { log: app.log, db },
  );
  app.addHook("onClose", stop);
}
