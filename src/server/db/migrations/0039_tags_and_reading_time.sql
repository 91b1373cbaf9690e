ALTER TABLE "content_items" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reading_minutes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_tags_idx" ON "content_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "podcasts_tags_idx" ON "podcasts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
-- Posts written before reading time was counted: words (runs with a letter or digit between spaces) at 230 a minute, rounded up, as shared/reading-time.ts counts at save.
UPDATE "posts" SET "reading_minutes" = greatest(1, ceil((select count(*) from regexp_split_to_table("content", '\s+') as w where w ~ '[[:alnum:]]') / 230.0)::integer);
