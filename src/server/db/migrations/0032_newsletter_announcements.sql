-- Announcements (issue 31): the admin's one-off e-mail keeps its text and audience
-- on its send, so what went out stays on record with who got it.
ALTER TABLE "newsletter_sends" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_announcement_check" CHECK (("newsletter_sends"."kind" = 'announcement') = ("newsletter_sends"."body" is not null and "newsletter_sends"."audience" is not null));