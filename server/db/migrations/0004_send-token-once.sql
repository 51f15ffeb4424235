ALTER TABLE "submissions" ADD COLUMN "send_token_hash" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_send_token_hash_unique" UNIQUE("send_token_hash");