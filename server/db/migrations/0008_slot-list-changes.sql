-- The slot list computed once per change (decision 063): every commit that changes what the free
-- demo times are made of (a booking made, moved, cancelled or marked, a presenter's languages,
-- hours or days off, the closed days, the settings) sets a new version, from a sequence that never
-- goes back (not owned by a table: a TRUNCATE ... RESTART IDENTITY leaves it). Each instance keeps
-- its computed lists under the version they were made at and reads the version once a request.
CREATE SEQUENCE "demo_slot_changes_seq";
--> statement-breakpoint
CREATE TABLE "demo_slot_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "demo_slot_changes_one_row" CHECK ("demo_slot_changes"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "demo_slot_changes" ("id", "version") VALUES (1, nextval('demo_slot_changes_seq'));
--> statement-breakpoint
CREATE FUNCTION "demo_slot_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "demo_slot_changes" ("id", "version") VALUES (1, nextval('demo_slot_changes_seq'))
    ON CONFLICT ("id") DO UPDATE SET "version" = nextval('demo_slot_changes_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: the row is locked for the commit only, not for the whole transaction.
CREATE CONSTRAINT TRIGGER "demo_bookings_slot_change" AFTER INSERT OR DELETE OR UPDATE OF "presenter_id", "starts_at", "ends_at", "status" ON "demo_bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "demo_presenters_slot_change" AFTER INSERT OR DELETE OR UPDATE ON "demo_presenters" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "demo_days_off_slot_change" AFTER INSERT OR DELETE OR UPDATE ON "demo_days_off" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "demo_closed_days_slot_change" AFTER INSERT OR DELETE OR UPDATE ON "demo_closed_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "demo_settings_slot_change" AFTER INSERT OR DELETE OR UPDATE ON "demo_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE TRIGGER "demo_bookings_slot_truncate" AFTER TRUNCATE ON "demo_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE TRIGGER "demo_presenters_slot_truncate" AFTER TRUNCATE ON "demo_presenters" FOR EACH STATEMENT EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE TRIGGER "demo_days_off_slot_truncate" AFTER TRUNCATE ON "demo_days_off" FOR EACH STATEMENT EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE TRIGGER "demo_closed_days_slot_truncate" AFTER TRUNCATE ON "demo_closed_days" FOR EACH STATEMENT EXECUTE FUNCTION "demo_slot_changed"();
--> statement-breakpoint
CREATE TRIGGER "demo_settings_slot_truncate" AFTER TRUNCATE ON "demo_settings" FOR EACH STATEMENT EXECUTE FUNCTION "demo_slot_changed"();
