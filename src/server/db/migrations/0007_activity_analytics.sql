CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"target_title" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_openers" (
	"day" date NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "content_openers_day_content_kind_content_id_user_id_pk" PRIMARY KEY("day","content_kind","content_id","user_id"),
	CONSTRAINT "content_openers_kind_check" CHECK ("content_openers"."content_kind" in ('episode', 'item', 'post'))
);
--> statement-breakpoint
CREATE TABLE "content_opens_daily" (
	"day" date NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_opens_daily_day_content_kind_content_id_pk" PRIMARY KEY("day","content_kind","content_id"),
	CONSTRAINT "content_opens_daily_kind_check" CHECK ("content_opens_daily"."content_kind" in ('episode', 'item', 'post'))
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_page_pk" PRIMARY KEY("day","page")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_openers" ADD CONSTRAINT "content_openers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_at_id_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_created_at_id_idx" ON "activity_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_action_created_at_id_idx" ON "activity_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_openers_user_id_idx" ON "content_openers" USING btree ("user_id");