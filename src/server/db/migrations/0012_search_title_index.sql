-- Title-only full-text indexes (docs/decisions/043). A visitor finds a
-- members-only record by its title alone; matching `to_tsvector(title)`
-- through its own GIN index keeps the body out of the match entirely (a
-- `-word` that only the body holds cannot change whether the row is found)
-- and costs no scan over every members-only title. The expression must stay
-- the one the search service writes.
CREATE INDEX "posts_title_search_idx" ON "posts" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "podcasts_title_search_idx" ON "podcasts" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "content_items_title_search_idx" ON "content_items" USING gin (to_tsvector('english'::regconfig, "title"));
