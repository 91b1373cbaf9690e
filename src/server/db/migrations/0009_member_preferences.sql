CREATE TABLE "member_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"playback_rate" real DEFAULT 1 NOT NULL,
	"captions_on" boolean DEFAULT false NOT NULL,
	"previous_visit_at" timestamp (6) with time zone,
	"last_visit_at" timestamp (6) with time zone,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_preferences_rate_check" CHECK ("member_preferences"."playback_rate" between 0.5 and 3)
);
--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;