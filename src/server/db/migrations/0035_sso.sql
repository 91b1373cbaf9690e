-- Single sign-on per organisation (issue 34, docs/decisions/099): an
-- organisation's identity provider connections (the client secret only
-- sealed), sign-ins on their way through a provider (taken once, forgotten
-- after ten minutes), the organisation's 'sign in only through it' switch,
-- 'sso' as a way people join, and one account per provider identity.
CREATE TABLE "org_sso_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"discovery_url" text,
	"issuer" text,
	"client_id" text,
	"client_secret_sealed" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"last_test" jsonb,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_sso_connections_protocol_check" CHECK ("org_sso_connections"."protocol" in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "sso_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"tester_id" text,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"next_path" text,
	"expires_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "sso_flows_purpose_check" CHECK ("sso_flows"."purpose" in ('sign-in', 'test'))
);
--> statement-breakpoint
ALTER TABLE "org_members" DROP CONSTRAINT "org_members_joined_by_check";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "sso_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "org_sso_connections" ADD CONSTRAINT "org_sso_connections_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_connection_id_org_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."org_sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_sso_connections_org_idx" ON "org_sso_connections" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_sso_connections_active_idx" ON "org_sso_connections" USING btree ("org_id") WHERE "org_sso_connections"."active";--> statement-breakpoint
CREATE INDEX "sso_flows_expires_at_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_joined_by_check" CHECK ("org_members"."joined_by" in ('admin', 'invitation', 'link', 'import', 'domain', 'sso'));