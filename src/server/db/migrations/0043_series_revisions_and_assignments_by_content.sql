-- Who assigned a record or a series, looked up by content: a series' save that
-- drops a part, a part's unpublish or deletion (each queues the certificates it
-- may have earned) and a series' deletion (refused while assigned, decision 110).
-- Series keep a revision history as records do (decision 112): their saves are
-- counted, and content_revisions takes the kind 'series'.
-- Each statement may run again: a first version of this migration (the index
-- alone) was applied by some test databases on 2026-11-28.
ALTER TABLE "content_revisions" DROP CONSTRAINT IF EXISTS "content_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN IF NOT EXISTS "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "org_assignments_content_idx" ON "org_assignments" USING btree ("content_kind","content_id");--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."content_kind" in ('episode', 'item', 'post', 'series'));
