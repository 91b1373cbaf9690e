-- Series (issue 30, docs/decisions/103): an ordered collection of posts,
-- episodes and items. A part names its record by a foreign key of its kind
-- (deleting the record deletes the part) and each is unique: a record is a
-- part of at most one series. Both tables bump their change counter and
-- notify "lobl_versions" (migrations 0004, 0017), so a series' write, a
-- reorder or a part's (un)publishing empties every instance's caches. A
-- series' cover is an image use of kind 'series' (role 'cover', migration
-- 0029's triggers), so the access policy shows it with the series.
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" text,
	"cover_image_id" uuid,
	"cover_url" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_status_check" CHECK ("series"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "series_parts" (
	"series_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"post_id" uuid,
	"episode_id" uuid,
	"item_id" uuid,
	CONSTRAINT "series_parts_series_id_position_pk" PRIMARY KEY("series_id","position"),
	CONSTRAINT "series_parts_one_record_check" CHECK (num_nonnulls("series_parts"."post_id", "series_parts"."episode_id", "series_parts"."item_id") = 1),
	CONSTRAINT "series_parts_position_check" CHECK ("series_parts"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_parts" ADD CONSTRAINT "series_parts_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_parts" ADD CONSTRAINT "series_parts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_parts" ADD CONSTRAINT "series_parts_episode_id_podcasts_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_parts" ADD CONSTRAINT "series_parts_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_created_at_id_idx" ON "series" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "series_parts_post_id_idx" ON "series_parts" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_parts_episode_id_idx" ON "series_parts" USING btree ("episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_parts_item_id_idx" ON "series_parts" USING btree ("item_id");--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('series'), ('series_parts') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "series_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "series_parts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series_parts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "series_cover_url" BEFORE INSERT OR UPDATE OF "cover_image_id", "cover_url" ON "series" FOR EACH ROW EXECUTE FUNCTION "cover_url_follows_image"();--> statement-breakpoint
CREATE TRIGGER "series_cover_uses" AFTER INSERT OR DELETE OR UPDATE OF "cover_image_id" ON "series" FOR EACH ROW EXECUTE FUNCTION "sync_cover_uses"('series');
