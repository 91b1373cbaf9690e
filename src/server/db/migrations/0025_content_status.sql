-- Drafts, scheduled releases and published records (issue 30): every
-- existing record is published. publish_at is set exactly when scheduled;
-- the partial indexes serve the look for releases that are due.
ALTER TABLE "content_items" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "publish_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "publish_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp (6) with time zone;--> statement-breakpoint
CREATE INDEX "content_items_scheduled_idx" ON "content_items" USING btree ("publish_at") WHERE "content_items"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "podcasts_scheduled_idx" ON "podcasts" USING btree ("publish_at") WHERE "podcasts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_publish_at_check" CHECK (("content_items"."status" = 'scheduled') = ("content_items"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_status_check" CHECK ("podcasts"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_publish_at_check" CHECK (("podcasts"."status" = 'scheduled') = ("podcasts"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publish_at_check" CHECK (("posts"."status" = 'scheduled') = ("posts"."publish_at" is not null));