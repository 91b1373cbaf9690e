ALTER TABLE "content_items" ADD COLUMN "document_text" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_document_text_check" CHECK ("content_items"."document_text" is null or "content_items"."media_type" = 'pdf');--> statement-breakpoint
-- A PDF's text joins full-text search at weight C (docs/decisions/020, 053):
-- the generated vector of migration 0011 is made again with it. Dropping the
-- column drops its GIN index, made again below.
ALTER TABLE "content_items" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("content_text", '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce("transcript_text", '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce("document_text", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");
