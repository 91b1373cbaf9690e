-- Images in posts and text items (issue 30, docs/decisions/085): each upload
-- kept as its variants, and which records show it. "image_uses" is kept by a
-- trigger on every write of a body, whoever writes it (the API, a restore of
-- a revision, a backup being loaded), so the access policy's answer for an
-- image always follows the bodies as committed.
CREATE TABLE "image_uses" (
	"image_id" uuid NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	CONSTRAINT "image_uses_image_id_content_kind_content_id_pk" PRIMARY KEY("image_id","content_kind","content_id")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"keys" text[] NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_uses" ADD CONSTRAINT "image_uses_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_uses_record_idx" ON "image_uses" USING btree ("content_kind","content_id");
--> statement-breakpoint
CREATE FUNCTION "sync_image_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the record's kind, and the column that holds its markdown.
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "image_uses" WHERE "content_kind" = TG_ARGV[0] AND "content_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "image_uses" ("image_id", "content_kind", "content_id")
    SELECT DISTINCT i."id", TG_ARGV[0], NEW."id"
    FROM regexp_matches(coalesce(to_jsonb(NEW) ->> TG_ARGV[1], ''), '/api/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/', 'g') AS m
    JOIN "images" i ON i."id" = m[1]::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_image_uses" AFTER INSERT OR DELETE OR UPDATE OF "content" ON "posts" FOR EACH ROW EXECUTE FUNCTION "sync_image_uses"('post', 'content');
--> statement-breakpoint
CREATE TRIGGER "content_items_image_uses" AFTER INSERT OR DELETE OR UPDATE OF "content_text" ON "content_items" FOR EACH ROW EXECUTE FUNCTION "sync_image_uses"('item', 'content_text');
