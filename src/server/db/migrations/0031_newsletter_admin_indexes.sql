-- The admin's newsletter page (issue 31, modules/newsletter/admin.ts): one
-- send's failed deliveries by address, and the bounced addresses, latest
-- first, each read a page at a time from an index of its own.
CREATE INDEX "newsletter_deliveries_failed_idx" ON "newsletter_deliveries" USING btree ("send_id","email","subscriber_id") WHERE "newsletter_deliveries"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_bounced_idx" ON "newsletter_subscribers" USING btree ("bounced_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "newsletter_subscribers"."status" = 'bounced';