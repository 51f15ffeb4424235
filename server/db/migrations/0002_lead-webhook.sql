CREATE TABLE "outbox_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"submission_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"target_origin" text NOT NULL,
	"target_hash" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_webhooks" ADD CONSTRAINT "outbox_webhooks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_webhooks_due_idx" ON "outbox_webhooks" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_webhooks_submission_idx" ON "outbox_webhooks" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_submission_idx" ON "outbox_emails" USING btree ("submission_id");