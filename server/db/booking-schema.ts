import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WeeklyHours } from "#core/booking/slots";
import { staffUsers, submissions } from "./schema";

/**
 * Demo booking (issue 32, decision 058): who presents demos and when, the team's closed days, the
 * settings, and the bookings. Part of the schema (server/db/schema.ts exports it).
 */

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A staff account that presents demos. */
export const demoPresenters = pgTable("demo_presenters", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  /** What the visitor is told: "with Salma". */
  firstName: text("first_name").notNull(),
  /** The languages they present in: fr, en, ar. */
  languages: text("languages").array().notNull(),
  /** ISO weekday "1" (Monday) … "7" → [["09:00","12:00"], …], Casablanca time. */
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  /** Their video link; null: the demo is a phone call. */
  meetingLink: text("meeting_link"),
  active: boolean("active").notNull().default(true),
  /** SHA-256 of the calendar feed's secret token; a new token revokes the old one. */
  feedTokenHash: text("feed_token_hash").unique(),
  updatedAt: updatedAt(),
});

/** A presenter's days off (Casablanca calendar dates). */
export const demoDaysOff = pgTable(
  "demo_days_off",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => demoPresenters.userId, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The team's closed days: the moving religious holidays, entered by hand. */
export const demoClosedDays = pgTable("demo_closed_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  label: text("label").notNull().default(""),
});

/** The booking settings: one row (id 1), the defaults of decision 058 when it is missing. */
export const demoSettings = pgTable(
  "demo_settings",
  {
    id: integer("id").primaryKey().default(1),
    minutes: integer("minutes").notNull().default(30),
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    noticeHours: integer("notice_hours").notNull().default(12),
    horizonDays: integer("horizon_days").notNull().default(21),
    maxPerDay: integer("max_per_day").notNull().default(4),
    updatedAt: updatedAt(),
  },
  (t) => [check("demo_settings_one_row", sql`${t.id} = 1`)],
);

/** A demo booked by a visitor, on their demo request. */
export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** A presenter who has bookings is deactivated, not deleted. */
    presenterId: uuid("presenter_id")
      .notNull()
      .references(() => demoPresenters.userId),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    language: text("language").notNull(),
    status: text("status").notNull().default("booked"),
    /** iCalendar SEQUENCE: one more at each change the visitor is sent. */
    sequence: integer("sequence").notNull().default(0),
    /** iCalendar UID, the same for the booking's whole life. */
    uid: text("uid").notNull().unique(),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("demo_bookings_status_check", sql`${t.status} in ('booked', 'cancelled', 'done', 'no_show')`),
    // A presenter holds one live booking per start on the slot grid (decision 058): two visitors
    // on one slot, on any instance, and the database keeps one.
    uniqueIndex("demo_bookings_presenter_start_live")
      .on(t.presenterId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    // A demo request holds one live booking.
    uniqueIndex("demo_bookings_submission_live")
      .on(t.submissionId)
      .where(sql`${t.status} = 'booked'`),
    index("demo_bookings_starts_idx").on(t.startsAt),
  ],
);
