-- The site's settings (issue 32, docs/decisions/096): one row ('site') with
-- the creator's name, title, biography, photo and social profiles. A write
-- bumps the table's change counter and notifies "lobl_versions" (migrations
-- 0004, 0017), which empties the kept creator, the pages that show it and
-- the images' readers. The photo is an image use of kind 'site' (the site's
-- own nil id, role 'cover': shown wherever the settings are, which is to
-- everyone), kept by a trigger whoever writes the row (the API, a restore).
CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_name" text,
	"creator_title" text,
	"creator_bio" text,
	"creator_photo_image_id" uuid,
	"creator_profiles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_creator_photo_image_id_images_id_fk" FOREIGN KEY ("creator_photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;

--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('site_settings') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE FUNCTION "sync_site_image_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "image_uses" WHERE "content_kind" = 'site' AND "content_id" = '00000000-0000-0000-0000-000000000000';
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."creator_photo_image_id" IS NOT NULL THEN
    INSERT INTO "image_uses" ("image_id", "content_kind", "content_id", "role")
    VALUES (NEW."creator_photo_image_id", 'site', '00000000-0000-0000-0000-000000000000', 'cover');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_settings_image_uses" AFTER INSERT OR DELETE OR UPDATE OF "creator_photo_image_id" ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "sync_site_image_uses"();
