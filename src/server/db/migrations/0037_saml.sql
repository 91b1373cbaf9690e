-- SAML 2.0 connections (issue 34, docs/decisions/102): where a provider's
-- metadata came from, a sign-in's AuthnRequest ID and the checked response's
-- outcome (code verifier and nonce are OpenID Connect's only), and the
-- assertions already taken, kept until they expire so none is accepted twice.
CREATE TABLE "sso_seen_assertions" (
	"connection_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "sso_seen_assertions_connection_id_assertion_id_pk" PRIMARY KEY("connection_id","assertion_id")
);
--> statement-breakpoint
ALTER TABLE "sso_flows" ALTER COLUMN "code_verifier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_flows" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "org_sso_connections" ADD COLUMN "metadata_url" text;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD COLUMN "saml_request_id" text;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD COLUMN "saml_outcome" jsonb;--> statement-breakpoint
ALTER TABLE "sso_seen_assertions" ADD CONSTRAINT "sso_seen_assertions_connection_id_org_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."org_sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_seen_assertions_expires_at_idx" ON "sso_seen_assertions" USING btree ("expires_at");