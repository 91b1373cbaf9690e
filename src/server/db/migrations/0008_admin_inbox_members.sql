ALTER TABLE "contacts" ADD COLUMN "read_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "archived_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_created_at_id_idx" ON "contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_unread_idx" ON "contacts" USING btree ("created_at") WHERE "contacts"."read_at" is null and "contacts"."archived_at" is null and "contacts"."is_spam" = false;--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("name") || ' ' || lower("email")) gin_trgm_ops);