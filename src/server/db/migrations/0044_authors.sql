-- Authors (issue 30, docs/decisions/113, amending 106): the people a record's
-- byline names. A record's byline_author_id null is the creator (the site's
-- settings), so nothing written before this changes. An author a record
-- names cannot be deleted (restrict). A write bumps the table's change counter
-- and notifies "lobl_versions" (0004, 0017), which empties the pages that show
-- bylines. An author's photo is an image use of kind 'author' (role 'cover',
-- the author's id), kept by a trigger whoever writes the row: public, as the
-- creator's photo (0034) is.
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text,
	"photo_image_id" uuid,
	"link" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "byline_author_id" uuid;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "byline_author_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "byline_author_id" uuid;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "authors_name_idx" ON "authors" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_byline_author_id_authors_id_fk" FOREIGN KEY ("byline_author_id") REFERENCES "public"."authors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_byline_author_id_authors_id_fk" FOREIGN KEY ("byline_author_id") REFERENCES "public"."authors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_byline_author_id_authors_id_fk" FOREIGN KEY ("byline_author_id") REFERENCES "public"."authors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_byline_author_idx" ON "content_items" USING btree ("byline_author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."byline_author_id" is not null;--> statement-breakpoint
CREATE INDEX "podcasts_byline_author_idx" ON "podcasts" USING btree ("byline_author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "podcasts"."byline_author_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_byline_author_idx" ON "posts" USING btree ("byline_author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."byline_author_id" is not null;
--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('authors') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "authors_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE FUNCTION "sync_author_image_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "image_uses" WHERE "content_kind" = 'author' AND "content_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."photo_image_id" IS NOT NULL THEN
    INSERT INTO "image_uses" ("image_id", "content_kind", "content_id", "role")
    VALUES (NEW."photo_image_id", 'author', NEW."id", 'cover');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "authors_image_uses" AFTER INSERT OR DELETE OR UPDATE OF "photo_image_id" ON "authors" FOR EACH ROW EXECUTE FUNCTION "sync_author_image_uses"();