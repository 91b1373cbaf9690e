-- Bodies rendered ahead (issue 36, docs/decisions/123): a public post's or
-- text item's body as its page shows it, made by the bodies.render job and
-- used by the page's render while its source_key (renderer version, mode and
-- text) still matches. Derived data: gone with its record (cascade), never
-- in a revision, and no change notice (a page rendered from the markdown is
-- the same page).
CREATE TABLE "rendered_bodies" (
	"post_id" uuid,
	"item_id" uuid,
	"source_key" text NOT NULL,
	"html" text NOT NULL,
	"rendered_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rendered_bodies_one_record_check" CHECK (("rendered_bodies"."post_id" is null) <> ("rendered_bodies"."item_id" is null))
);
--> statement-breakpoint
ALTER TABLE "rendered_bodies" ADD CONSTRAINT "rendered_bodies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendered_bodies" ADD CONSTRAINT "rendered_bodies_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rendered_bodies_post_idx" ON "rendered_bodies" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rendered_bodies_item_idx" ON "rendered_bodies" USING btree ("item_id");