-- Private preview links (issue 30): one record each, a token kept only as its
-- SHA-256, 7 days, revocable (modules/previews).
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"revoked_at" timestamp (6) with time zone,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "preview_links_kind_check" CHECK ("preview_links"."content_kind" in ('episode', 'item', 'post'))
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_content_idx" ON "preview_links" USING btree ("content_kind","content_id");