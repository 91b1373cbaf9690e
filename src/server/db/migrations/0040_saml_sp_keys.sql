CREATE TABLE "sso_sp_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"signing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sp_keys_signing_idx" ON "sso_sp_keys" USING btree ("signing") WHERE "sso_sp_keys"."signing";