import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * What visitors send and what the team does with it. Source of the versioned migrations in
 * ./migrations (`npm run db:generate` after a change); see docs/storage.md.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const submissionKind = pgEnum("submission_kind", ["demo", "contact", "deletion"]);

/**
 * `unconfirmed` is only for deletion requests whose e-mail link has not been followed: they are not
 * in the team's queue yet and are purged when their link expires. Everything else starts `new`.
 */
export const submissionStatus = pgEnum("submission_status", [
  "unconfirmed",
  "new",
  "in_progress",
  "done",
  "spam",
]);

export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-case: unique regardless of how it was typed. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** Hash of the session id the cookie carries: a database leak gives no usable session. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** One row per thing a visitor sent, whatever the form: the team's inbox lists this table. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: submissionKind("kind").notNull(),
    /** What people quote on the phone: DEM-7K3Q9, CON-…, DEL-…. */
    reference: text("reference").notNull().unique(),
    status: submissionStatus("status").notNull().default("new"),
    /** Language of the page the visitor used; their e-mails are written in it. */
    locale: text("locale").notNull(),
    /** Version of the Law 09-08 notice and consent text the visitor accepted. */
    consentVersion: text("consent_version").notNull(),
    /** Who sent it, for lists and search: full name (empty for deletion requests), e-mail, E.164 phone. */
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone"),
    /** Keyed hash of the client IP (never the IP itself): tells repeated senders apart. */
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /**
     * SHA-256 of the "check and send" page's token that stored it (a form posted without script),
     * else null: unique, so that a token stores one submission however often it is posted.
     */
    sendTokenHash: text("send_token_hash").unique(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The shape of a language code: which languages the site has is core/i18n/locales.ts's to say,
    // so that adding one needs no migration (the service accepts only the registry's codes).
    check("submissions_locale_check", sql`${t.locale} ~ '^[a-z]{2,3}$'`),
    index("submissions_status_created_idx").on(t.status, t.createdAt.desc()),
    index("submissions_kind_status_created_idx").on(t.kind, t.status, t.createdAt.desc()),
    index("submissions_email_idx").on(sql`lower(${t.email})`),
  ],
);

const submissionId = () =>
  uuid("submission_id")
    .primaryKey()
    .references(() => submissions.id, { onDelete: "cascade" });

/** The submission a row belongs to (one of several), deleted with it. */
const ofSubmission = () =>
  uuid("submission_id")
    .notNull()
    .references(() => submissions.id, { onDelete: "cascade" });

/** A row's own number, counted by the database. */
const serialId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

export const demoRequests = pgTable("demo_requests", {
  submissionId: submissionId(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  company: text("company").notNull(),
  city: text("city").notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
  /** MANAGER, SYNDIC, OWNER, RESIDENT, STAFF, SECURITY, DEVELOPER or OTHER. */
  role: text("role").notNull(),
  /** Lots (apartments, villas, shops) of the residence; until decision 032, units or users. */
  size: integer("size").notNull(),
  /** The plan the estimate gives for `size` lots when it was sent (null beyond the largest plan). */
  suggestedPlan: text("suggested_plan"),
  /** The plan the visitor came from (?plan=…) or chose, if any. */
  planInterest: text("plan_interest"),
  preferredLanguage: text("preferred_language").notNull(),
  /** Ids of the Africa/Casablanca time slots the visitor prefers (core/forms/demo/time-slots.ts). */
  timeSlots: text("time_slots")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  message: text("message"),
});

export const contactMessages = pgTable("contact_messages", {
  submissionId: submissionId(),
  /** sales, support, partnership, press or other. */
  subject: text("subject").notNull(),
  message: text("message").notNull(),
});

/**
 * Where a lead's visit came from (decision 055): one row per demo request or contact message,
 * deleted with it. `recorded_by` is `page` when the page's script sent what it kept for the visit
 * (session storage), `service` when only what the service sees was recorded (no script: the form's
 * page from the Referer). Every value is cleaned by core/attribution/schema.ts before it is stored.
 */
export const leadAttributions = pgTable(
  "lead_attributions",
  {
    submissionId: submissionId(),
    recordedBy: text("recorded_by").notNull(),
    landingPage: text("landing_page"),
    formPage: text("form_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The site's paths seen before the form, oldest first (the last 10). */
    pagesSeen: text("pages_seen")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The toolbox's tool used during the visit (`charges-split`, …), if any. */
    tool: text("tool"),
    /** From the visit's first page to the submission. */
    visitSeconds: integer("visit_seconds"),
  },
  (t) => [check("lead_attributions_recorded_by_check", sql`${t.recordedBy} in ('page', 'service')`)],
);

export const deletionRequests = pgTable(
  "deletion_requests",
  {
    submissionId: submissionId(),
    reason: text("reason"),
    /** sha256 of the single-use token mailed to the requester; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
    /** Set when the link is followed; the request then enters the team's queue (status `new`). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("deletion_requests_expires_idx").on(t.tokenExpiresAt)],
);

/** Every status a submission went through, by whom (null: the service or the requester). */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: serialId(),
    submissionId: ofSubmission(),
    fromStatus: submissionStatus("from_status"),
    toStatus: submissionStatus("to_status").notNull(),
    changedBy: uuid("changed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("status_changes_submission_idx").on(t.submissionId, t.changedAt)],
);

export const notes = pgTable(
  "notes",
  {
    id: serialId(),
    submissionId: ofSubmission(),
    authorId: uuid("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("notes_submission_idx").on(t.submissionId, t.createdAt)],
);

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

/**
 * What every outbox table has: a delivery's state, claimed, retried and given up the same way for
 * each (server/delivery/deliveries.ts).
 */
const deliveryColumns = () => ({
  id: serialId(),
  status: outboxStatus("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  /** A worker holds the row until then; another instance takes it over if that worker died. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  /** Why the last attempt failed: a status or a short reason, never what was sent. */
  lastError: text("last_error"),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

/**
 * E-mails to send, written in the same transaction as what they are about: a submission is never
 * acknowledged without its e-mails, and a failed send is retried, not lost (server/delivery/worker.ts).
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    ...deliveryColumns(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    /** What the message is, e.g. `demo.visitor`, `demo.team`, `deletion.link`. */
    purpose: text("purpose").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** The body holds a secret (a confirmation link): it is blanked once sent. */
    redactAfterSend: boolean("redact_after_send").notNull().default(false),
    /** An iCalendar invitation sent with it (a demo booking's, decision 058), else null. */
    calendar: text("calendar"),
  },
  (t) => [
    index("outbox_emails_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_emails_submission_idx").on(t.submissionId),
  ],
);

/**
 * Leads posted to the team's CRM (LEAD_WEBHOOK_URL), queued in the transaction that stores the
 * submission and sent by the same worker as the e-mails (docs/forms.md, decision 028).
 */
export const outboxWebhooks = pgTable(
  "outbox_webhooks",
  {
    ...deliveryColumns(),
    submissionId: ofSubmission(),
    /** The submission's reference, sent as `Idempotency-Key`: a receiver drops a repeated delivery. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Where it goes, for the inbox: the URL's origin only (its path may be a secret). */
    targetOrigin: text("target_origin").notNull(),
    /** SHA-256 of the whole URL it was queued for: sent only while the setting still names it. */
    targetHash: text("target_hash").notNull(),
    /** The exact JSON posted (signed as it is); blanked once sent or given up. */
    body: text("body").notNull(),
  },
  (t) => [
    index("outbox_webhooks_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_webhooks_submission_idx").on(t.submissionId),
  ],
);

/** Values the service generates once and every instance shares (e.g. the IP-hash key). */
export const serviceSecrets = pgTable("service_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Counters in fixed windows that every instance shares: the forms' rate limits and the inbox's
 * sign-in throttle (server/db/counters.ts). A row whose window has ended counts from zero again.
 */
export const throttleCounters = pgTable("throttle_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEnds: timestamp("window_ends", { withTimezone: true }).notNull(),
});

/**
 * Page analytics (server/analytics, decision 056). One row per beacon the service accepted: a page
 * view or an event. No IP, no identifier kept across days: `visitor` is a hash salted with the
 * day's salt, which is deleted once the day is over. Rolled up every 10 minutes into
 * `analytics_daily` / `analytics_visitors` and deleted within 48 hours (server/jobs/analytics-rollup.ts).
 */
export const analyticsBeacons = pgTable(
  "analytics_beacons",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Casablanca's calendar day of `received_at`. */
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    /** A page of the sitemap, or `(unknown)`. */
    path: text("path").notNull(),
    language: text("language").notNull(),
    /** The visit's landing page (a sitemap path or `(unknown)`). */
    landing: text("landing"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** `phone`, `tablet` or `desktop`, from the viewport's width. */
    device: text("device").notNull(),
    /** The first page view of a visit. */
    first: boolean("first").notNull().default(false),
    /** For `kind = 'event'`: `tool_used`, `form_sent`, … */
    event: text("event"),
    /** The event's detail: a tool, a template, a form, a language. */
    detail: text("detail"),
    /** The day's salted hash of (IP, User-Agent, day); the IP itself is never stored. */
    visitor: text("visitor"),
  },
  (t) => [
    check("analytics_beacons_kind_check", sql`${t.kind} in ('view', 'event')`),
    index("analytics_beacons_day_idx").on(t.day),
    index("analytics_beacons_received_idx").on(t.receivedAt),
  ],
);

/** A dimension of the daily counts: never null, '' for none, so that it can be in the key. */
const dimension = (name: string) => text(name).notNull().default("");

/** The daily counts the inbox's Audience page reads, kept as the privacy policy says. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: dimension("kind"),
    path: dimension("path"),
    language: dimension("language"),
    landing: dimension("landing"),
    referrerHost: dimension("referrer_host"),
    utmSource: dimension("utm_source"),
    utmMedium: dimension("utm_medium"),
    utmCampaign: dimension("utm_campaign"),
    device: dimension("device"),
    event: dimension("event"),
    detail: dimension("detail"),
    /** Beacons in the group (page views, or events for `kind = 'event'`). */
    views: integer("views").notNull(),
    /** Of which first views of a visit. */
    visits: integer("visits").notNull(),
    /** Distinct visitor hashes in the group. */
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({
      name: "analytics_daily_pk",
      columns: [
        t.day,
        t.kind,
        t.path,
        t.language,
        t.landing,
        t.referrerHost,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
        t.device,
        t.event,
        t.detail,
      ],
    }),
  ],
);

/** Distinct visitors of the whole day (a visitor seen on two pages counts once). */
export const analyticsVisitors = pgTable("analytics_visitors", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** The day's salt of the visitor hash, shared by every instance; deleted once the day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
});

// Demo booking (issue 32, decision 058): its tables live beside, in one file of their own.
export * from "./booking-schema";
