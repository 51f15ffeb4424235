CREATE TABLE "analytics_beacons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"landing" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" text NOT NULL,
	"first" boolean DEFAULT false NOT NULL,
	"event" text,
	"detail" text,
	"visitor" text,
	CONSTRAINT "analytics_beacons_kind_check" CHECK ("analytics_beacons"."kind" in ('view', 'event'))
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"landing" text DEFAULT '' NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"views" integer NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","kind","path","language","landing","referrer_host","utm_source","utm_medium","utm_campaign","device","event","detail")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_beacons_day_idx" ON "analytics_beacons" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_beacons_received_idx" ON "analytics_beacons" USING btree ("received_at");