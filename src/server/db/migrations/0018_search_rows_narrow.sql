-- The searched tables keep long text out of line (docs/decisions/028). A
-- search finds its candidates' dates by reading the heap rows of every match
-- (a GIN index holds no date); a post's compressed body stayed inline, about
-- seven rows to a page, so a common word read thousands of pages. With the
-- lowest TOAST target a long body, description or transcript moves to the
-- TOAST table as its vector already does, and the rows left are narrow.
-- Rows written before keep their layout until they are next updated.
ALTER TABLE "posts" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "podcasts" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "content_items" SET (toast_tuple_target = 128);
