ALTER TABLE "content_items" RENAME COLUMN "file_path" TO "file_key";--> statement-breakpoint
ALTER TABLE "podcasts" RENAME COLUMN "file_url" TO "file_key";--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_media_shape_check";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_media_shape_check" CHECK (("content_items"."media_type" = 'text' and "content_items"."file_key" is null) or ("content_items"."media_type" <> 'text' and "content_items"."content_text" is null));