CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("name") VALUES ('podcasts'), ('posts'), ('content_items');--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "podcasts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "podcasts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "posts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "content_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
