CREATE TABLE "feed_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"artwork_file_key" text,
	"artwork_file_type" text,
	"artwork_file_size" integer,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The channel's artwork is part of what a feed shows: its change counter (migration 0004) joins the feed's version.
INSERT INTO "content_versions" ("name") VALUES ('feed_settings') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "feed_settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
