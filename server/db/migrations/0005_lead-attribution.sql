CREATE TABLE "lead_attributions" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"recorded_by" text NOT NULL,
	"landing_page" text,
	"form_page" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"pages_seen" text[] DEFAULT '{}'::text[] NOT NULL,
	"tool" text,
	"visit_seconds" integer,
	CONSTRAINT "lead_attributions_recorded_by_check" CHECK ("lead_attributions"."recorded_by" in ('page', 'service'))
);
--> statement-breakpoint
ALTER TABLE "lead_attributions" ADD CONSTRAINT "lead_attributions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;