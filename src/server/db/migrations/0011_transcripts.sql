ALTER TABLE "content_items" ADD COLUMN "transcript_file_key" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "transcript_file_name" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "transcript_file_size" bigint;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "transcript_text" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "transcript_file_key" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "transcript_file_name" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "transcript_file_size" bigint;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "transcript_text" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_transcript_check" CHECK ("content_items"."transcript_file_key" is null or "content_items"."media_type" in ('audio', 'video'));--> statement-breakpoint
-- Transcripts join full-text search at weight C (docs/decisions/020, 046):
-- the generated vectors of migration 0005 are made again with the
-- transcript's words. Dropping a column drops its GIN index, made again below.
ALTER TABLE "podcasts" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("transcript_text", '')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("content_text", '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce("transcript_text", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "podcasts_search_idx" ON "podcasts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");
