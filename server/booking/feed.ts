import { createHash } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import ICAL from "ical.js";
import type { LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import { casablancaTime, casablancaZone, MEETING_ZONE } from "#core/tools/ics";
import type { Database } from "#server/db/client";
import { demoBookings, demoPresenters, demoRequests, submissions } from "#server/db/schema";
import type { BookingContext } from "./book";

const DAY_MS = 24 * 60 * 60_000;

/** Only this hash of a feed's token is stored (demo_presenters.feed_token_hash). */
export const feedTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A presenter's private calendar feed (issue 32): their demos from a month ago on, each under its
 * booking's UID and SEQUENCE (a cancelled one stays, CANCELLED, so calendars drop it), in the team's
 * language. For Google Calendar or Outlook to subscribe to, without any third-party integration.
 */
export async function presenterFeed(
  db: Database,
  userId: string,
  { locale, now }: { locale: LocaleCode; now: Date },
): Promise<string> {
  const t = copyTranslator(locale, ["booking"]);
  const rows = await db
    .select({
      booking: demoBookings,
      reference: submissions.reference,
      name: submissions.name,
      phone: submissions.phone,
      company: demoRequests.company,
    })
    .from(demoBookings)
    .innerJoin(submissions, eq(submissions.id, demoBookings.submissionId))
    .innerJoin(demoRequests, eq(demoRequests.submissionId, demoBookings.submissionId))
    .where(
      and(
        eq(demoBookings.presenterId, userId),
        gte(demoBookings.startsAt, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .orderBy(demoBookings.startsAt);
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Urbis//Demo agenda//EN");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", t("booking.feed.name"));
  const years = new Set(rows.map((row) => casablancaTime(row.booking.startsAt).year));
  for (const year of [...years].sort()) calendar.addSubcomponent(casablancaZone(year));
  for (const { booking, reference, name, phone, company } of rows) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", booking.uid);
    event.addPropertyWithValue("sequence", booking.sequence);
    event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(booking.updatedAt, true));
    for (const [field, instant] of [
      ["dtstart", booking.startsAt],
      ["dtend", booking.endsAt],
    ] as const)
      event.addPropertyWithValue(field, casablancaTime(instant)).setParameter("tzid", MEETING_ZONE);
    event.addPropertyWithValue("summary", t("booking.feed.summary", { reference, name, company }));
    event.addPropertyWithValue(
      "description",
      t("booking.feed.description", { reference, phone: phone ?? "", language: booking.language }),
    );
    event.addPropertyWithValue("status", booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED");
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}

/** The feed a secret token opens, or undefined (unknown or revoked token). */
export async function feedForToken(
  db: Database,
  context: BookingContext,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [presenter] = await db
    .select({ userId: demoPresenters.userId })
    .from(demoPresenters)
    .where(eq(demoPresenters.feedTokenHash, feedTokenHash(token)));
  if (!presenter) return undefined;
  return presenterFeed(db, presenter.userId, { locale: context.mail.teamLocale, now });
}
