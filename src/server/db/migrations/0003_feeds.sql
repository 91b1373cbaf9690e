CREATE TABLE "feed_clients" (
	"token_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"client_hash" text NOT NULL,
	CONSTRAINT "feed_clients_token_id_day_kind_client_hash_pk" PRIMARY KEY("token_id","day","kind","client_hash")
);
--> statement-breakpoint
CREATE TABLE "feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp (6) with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"suspicious_at" timestamp (6) with time zone,
	CONSTRAINT "feed_tokens_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "podcasts" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "feed_clients" ADD CONSTRAINT "feed_clients_token_id_feed_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."feed_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tokens" ADD CONSTRAINT "feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_clients_day_idx" ON "feed_clients" USING btree ("day");