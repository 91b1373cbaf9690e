-- Cover images for posts, episodes and items (issue 30, docs/decisions/086):
-- the image and its address on each record. A cover is an image use of its
-- own role: the access policy shows a cover wherever its record is listed
-- (a locked record too), while a body's images are for its readers.
ALTER TABLE "image_uses" ADD COLUMN "role" text DEFAULT 'body' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_uses" ADD CONSTRAINT "image_uses_role_check" CHECK ("image_uses"."role" in ('body', 'cover'));--> statement-breakpoint
ALTER TABLE "image_uses" DROP CONSTRAINT "image_uses_image_id_content_kind_content_id_pk";--> statement-breakpoint
ALTER TABLE "image_uses" ADD CONSTRAINT "image_uses_image_id_content_kind_content_id_role_pk" PRIMARY KEY("image_id","content_kind","content_id","role");--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sync_image_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the record's kind, and the column that holds its markdown.
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "image_uses" WHERE "content_kind" = TG_ARGV[0] AND "content_id" = OLD."id" AND "role" = 'body';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "image_uses" ("image_id", "content_kind", "content_id", "role")
    SELECT DISTINCT i."id", TG_ARGV[0], NEW."id", 'body'
    FROM regexp_matches(coalesce(to_jsonb(NEW) ->> TG_ARGV[1], ''), '/api/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/', 'g') AS m
    JOIN "images" i ON i."id" = m[1]::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A cover's address goes with its image (an image's deletion sets the id to null).
CREATE FUNCTION "cover_url_follows_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."cover_image_id" IS NULL THEN
    NEW."cover_url" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sync_cover_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the record's kind.
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "image_uses" WHERE "content_kind" = TG_ARGV[0] AND "content_id" = OLD."id" AND "role" = 'cover';
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."cover_image_id" IS NOT NULL THEN
    INSERT INTO "image_uses" ("image_id", "content_kind", "content_id", "role") VALUES (NEW."cover_image_id", TG_ARGV[0], NEW."id", 'cover');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_cover_url" BEFORE INSERT OR UPDATE OF "cover_image_id", "cover_url" ON "posts" FOR EACH ROW EXECUTE FUNCTION "cover_url_follows_image"();
--> statement-breakpoint
CREATE TRIGGER "podcasts_cover_url" BEFORE INSERT OR UPDATE OF "cover_image_id", "cover_url" ON "podcasts" FOR EACH ROW EXECUTE FUNCTION "cover_url_follows_image"();
--> statement-breakpoint
CREATE TRIGGER "content_items_cover_url" BEFORE INSERT OR UPDATE OF "cover_image_id", "cover_url" ON "content_items" FOR EACH ROW EXECUTE FUNCTION "cover_url_follows_image"();
--> statement-breakpoint
CREATE TRIGGER "posts_cover_uses" AFTER INSERT OR DELETE OR UPDATE OF "cover_image_id" ON "posts" FOR EACH ROW EXECUTE FUNCTION "sync_cover_uses"('post');
--> statement-breakpoint
CREATE TRIGGER "podcasts_cover_uses" AFTER INSERT OR DELETE OR UPDATE OF "cover_image_id" ON "podcasts" FOR EACH ROW EXECUTE FUNCTION "sync_cover_uses"('episode');
--> statement-breakpoint
CREATE TRIGGER "content_items_cover_uses" AFTER INSERT OR DELETE OR UPDATE OF "cover_image_id" ON "content_items" FOR EACH ROW EXECUTE FUNCTION "sync_cover_uses"('item');
