-- An image's files change after its upload when a cover's crops are made
-- later (modules/images/cover-crops.ts, docs/decisions/111): a change of
-- `keys` bumps the table's change counter and notifies "lobl_versions"
-- (migrations 0004, 0017), which empties the kept image readers, the
-- rendered record pages and the podcast feeds on every instance. Uploads
-- and deletions do not: a new image is in no kept page, a pruned one in none.
INSERT INTO "content_versions" ("name") VALUES ('images') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "images_files_content_version" AFTER UPDATE OF "keys" ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
