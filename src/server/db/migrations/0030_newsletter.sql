-- The Stay Sharp newsletter (issue 31): subscribers (one per address, double
-- opt-in for visitors), sends (one per published record, digest or
-- announcement) and each send's deliveries (one per recipient, by primary key).
CREATE TABLE "newsletter_deliveries" (
	"send_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"email" text NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp (6) with time zone,
	"sent_at" timestamp (6) with time zone,
	"error" text,
	CONSTRAINT "newsletter_deliveries_send_id_subscriber_id_pk" PRIMARY KEY("send_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_status_check" CHECK ("newsletter_deliveries"."status" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "newsletter_deliveries_version_check" CHECK ("newsletter_deliveries"."version" in ('full', 'teaser'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"content_kind" text,
	"content_id" uuid,
	"key" text,
	"subject" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"created_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (6) with time zone,
	"finished_at" timestamp (6) with time zone,
	CONSTRAINT "newsletter_sends_key_unique" UNIQUE("key"),
	CONSTRAINT "newsletter_sends_kind_check" CHECK ("newsletter_sends"."kind" in ('record', 'digest', 'announcement')),
	CONSTRAINT "newsletter_sends_status_check" CHECK ("newsletter_sends"."status" in ('scheduled', 'preparing', 'sending', 'done')),
	CONSTRAINT "newsletter_sends_record_check" CHECK (("newsletter_sends"."kind" = 'record') = ("newsletter_sends"."content_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"articles" boolean DEFAULT true NOT NULL,
	"episodes" boolean DEFAULT true NOT NULL,
	"case_studies" boolean DEFAULT true NOT NULL,
	"digest" boolean DEFAULT true NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp (6) with time zone,
	"confirmed_at" timestamp (6) with time zone,
	"unsubscribed_at" timestamp (6) with time zone,
	"bounced_at" timestamp (6) with time zone,
	"bounce_reason" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_key_unique" UNIQUE("email_key"),
	CONSTRAINT "newsletter_subscribers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'active', 'unsubscribed', 'bounced'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_idx" ON "newsletter_deliveries" USING btree ("send_id","subscriber_id") WHERE "newsletter_deliveries"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_record_idx" ON "newsletter_sends" USING btree ("content_kind","content_id");--> statement-breakpoint
CREATE INDEX "newsletter_sends_created_at_id_idx" ON "newsletter_sends" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_pending_idx" ON "newsletter_subscribers" USING btree ("confirm_expires_at") WHERE "newsletter_subscribers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_id_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);