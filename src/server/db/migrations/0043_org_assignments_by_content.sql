-- Who assigned a record or a series, looked up by content: a series' save that
-- drops a part, a part's unpublish or deletion (each queues the certificates it
-- may have earned) and a series' deletion (refused while assigned, decision 110).
CREATE INDEX "org_assignments_content_idx" ON "org_assignments" USING btree ("content_kind","content_id");