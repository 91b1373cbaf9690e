CREATE TABLE "progress" (
	"user_id" text NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"finished_at" timestamp (6) with time zone,
	"client_updated_at" timestamp (6) with time zone NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_user_id_content_kind_content_id_pk" PRIMARY KEY("user_id","content_kind","content_id"),
	CONSTRAINT "progress_kind_check" CHECK ("progress"."content_kind" in ('episode', 'item', 'post'))
);
--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_user_updated_idx" ON "progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
-- Progress goes with its content: one trigger per content table, so no delete path can leave rows behind.
CREATE FUNCTION "delete_content_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "progress" WHERE "content_kind" = TG_ARGV[0] AND "content_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "podcasts_delete_progress" AFTER DELETE ON "podcasts" FOR EACH ROW EXECUTE FUNCTION "delete_content_progress"('episode');--> statement-breakpoint
CREATE TRIGGER "content_items_delete_progress" AFTER DELETE ON "content_items" FOR EACH ROW EXECUTE FUNCTION "delete_content_progress"('item');--> statement-breakpoint
CREATE TRIGGER "posts_delete_progress" AFTER DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "delete_content_progress"('post');
