-- Sessions made by a sign-in through an organisation's identity provider
-- name its connection (issue 34, docs/decisions/099): they end when the
-- connection is turned off or deleted, or the person leaves the organisation.
ALTER TABLE "sessions" ADD COLUMN "sso_connection_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sso_connection_id_org_sso_connections_id_fk" FOREIGN KEY ("sso_connection_id") REFERENCES "public"."org_sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_sso_connection_idx" ON "sessions" USING btree ("sso_connection_id");