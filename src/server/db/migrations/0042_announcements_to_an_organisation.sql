-- An announcement may go to one organisation's people (issue 31): the send
-- names the organisation, and keeps its history with a null once the
-- organisation is deleted. The audiences are now checked by the database too.
ALTER TABLE "newsletter_sends" ADD COLUMN "audience_org_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_audience_org_id_organisations_id_fk" FOREIGN KEY ("audience_org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_audience_check" CHECK ("newsletter_sends"."audience" in ('subscribers', 'members', 'organisation'));--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_audience_org_check" CHECK ("newsletter_sends"."audience_org_id" is null or "newsletter_sends"."audience" = 'organisation');