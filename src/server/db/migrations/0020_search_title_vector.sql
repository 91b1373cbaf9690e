-- Each searched table stores its title's own vector (docs/decisions/068).
-- Search matches a record the viewer may not read by its title alone, and
-- ranks it by that vector; computed per candidate, to_tsvector cost more than
-- the ranking (a parse of every title, about 25 µs a row on PGlite). The
-- stored vector is a few dozen bytes and stays in the narrow heap row, and
-- the title index (migration 0012's, on the same expression) is now on the
-- column.
ALTER TABLE "posts" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED;--> statement-breakpoint
CREATE INDEX "posts_title_vector_idx" ON "posts" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "podcasts_title_vector_idx" ON "podcasts" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "content_items_title_vector_idx" ON "content_items" USING gin ("title_vector");--> statement-breakpoint
DROP INDEX "posts_title_search_idx";--> statement-breakpoint
DROP INDEX "podcasts_title_search_idx";--> statement-breakpoint
DROP INDEX "content_items_title_search_idx";
