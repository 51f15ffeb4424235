CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"presenter_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "demo_bookings_status_check" CHECK ("demo_bookings"."status" in ('booked', 'cancelled', 'done', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "demo_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_days_off" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "demo_days_off_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "demo_presenters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"languages" text[] NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"meeting_link" text,
	"active" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_presenters_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "demo_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"notice_hours" integer DEFAULT 12 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"max_per_day" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_settings_one_row" CHECK ("demo_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_presenter_id_demo_presenters_user_id_fk" FOREIGN KEY ("presenter_id") REFERENCES "public"."demo_presenters"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_days_off" ADD CONSTRAINT "demo_days_off_user_id_demo_presenters_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."demo_presenters"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_presenters" ADD CONSTRAINT "demo_presenters_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_presenter_start_live" ON "demo_bookings" USING btree ("presenter_id","starts_at") WHERE "demo_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_submission_live" ON "demo_bookings" USING btree ("submission_id") WHERE "demo_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "demo_bookings_starts_idx" ON "demo_bookings" USING btree ("starts_at");