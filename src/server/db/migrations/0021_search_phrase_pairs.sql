-- Word pairs for quoted phrases (docs/decisions/075). A phrase such as
-- "chain of command" ('chain' <2> 'command') is found in the search index
-- among every row holding both words, and PostgreSQL then reads each one's
-- whole vector (out of line, about 5 KB for a post) to check where the words
-- stand: thousands of rows for two common words, most of them without the
-- phrase. These indexes hold, for each row, every ordered pair of words at
-- most three places apart in its vector, so a phrase whose words are that
-- close is first looked up by its pairs, and only those rows' vectors are
-- read. A phrase match always holds its pairs, so the results are the same.
-- The pairs exist in the indexes only: a stored column would be larger than
-- the vector itself. Each pair is kept as the first 8 hex digits of its MD5
-- (the server hashes a query's pairs the same way): short keys whatever the
-- words, so a row's pairs stay far below a tsvector's 1 MB limit; a rare
-- collision only brings one more row to check. Words past place 16,383,
-- where a tsvector stops counting places and puts them all in the last one,
-- make no pairs.
CREATE FUNCTION "search_phrase_pairs"(vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH w AS (SELECT u.lexeme, p.pos FROM unnest(vector) u, unnest(u.positions) p(pos) WHERE p.pos < 16383)
  SELECT coalesce(array_to_tsvector(array_agg(left(md5(a.lexeme || ' ' || b.lexeme), 8))), ''::tsvector)
  FROM w a CROSS JOIN generate_series(1, 3) d(gap) JOIN w b ON b.pos = a.pos + d.gap
$$;--> statement-breakpoint
CREATE INDEX "posts_search_pairs_idx" ON "posts" USING gin (search_phrase_pairs("search_vector"));--> statement-breakpoint
CREATE INDEX "podcasts_search_pairs_idx" ON "podcasts" USING gin (search_phrase_pairs("search_vector"));--> statement-breakpoint
CREATE INDEX "content_items_search_pairs_idx" ON "content_items" USING gin (search_phrase_pairs("search_vector"));
