-- Revision history (issue 30): each record counts its saves, and the last 50
-- saves of each (and saves refused over a newer one) are kept (modules/revisions).
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."content_kind" in ('episode', 'item', 'post'))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_record_idx" ON "content_revisions" USING btree ("content_kind","content_id","saved_at" DESC NULLS LAST);