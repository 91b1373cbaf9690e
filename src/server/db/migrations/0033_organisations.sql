-- Organisations (issue 33): organisations, units, people, invitations, invitation links,
-- domains, assignments, completions, the append-only hash-chained training record
-- and certificates. The record refuses UPDATE, DELETE and TRUNCATE by triggers
-- (a correction is a new event); a payload may be deleted (an erasure) but never changed.
CREATE TABLE "certificates" (
	"number" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"course" text NOT NULL,
	"hours" real,
	"issued_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"org_id" uuid,
	"assignment_id" uuid,
	"series_id" uuid,
	"revoked_at" timestamp (6) with time zone,
	"revoked_by" text,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "org_assignment_questions" (
	"assignment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"choices" text[] NOT NULL,
	"answer" integer NOT NULL,
	CONSTRAINT "org_assignment_questions_assignment_id_position_pk" PRIMARY KEY("assignment_id","position"),
	CONSTRAINT "org_assignment_questions_answer_check" CHECK ("org_assignment_questions"."answer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "org_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"title" text NOT NULL,
	"unit_id" uuid,
	"user_id" text,
	"due_at" timestamp (6) with time zone NOT NULL,
	"hours" real,
	"pass_mark" integer,
	"created_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_assignments_pass_mark_check" CHECK ("org_assignments"."pass_mark" is null or ("org_assignments"."pass_mark" between 1 and 100)),
	CONSTRAINT "org_assignments_kind_check" CHECK ("org_assignments"."content_kind" in ('post', 'episode', 'item', 'series')),
	CONSTRAINT "org_assignments_target_check" CHECK ("org_assignments"."unit_id" is null or "org_assignments"."user_id" is null),
	CONSTRAINT "org_assignments_hours_check" CHECK ("org_assignments"."hours" is null or ("org_assignments"."hours" > 0 and "org_assignments"."hours" <= 1000))
);
--> statement-breakpoint
CREATE TABLE "org_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"unit_id" uuid,
	"requested_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp (6) with time zone,
	"approved_by" text
);
--> statement-breakpoint
CREATE TABLE "org_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"role" text NOT NULL,
	"unit_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"accepted_at" timestamp (6) with time zone,
	"accepted_by" text,
	"revoked_at" timestamp (6) with time zone,
	CONSTRAINT "org_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "org_invitations_role_check" CHECK ("org_invitations"."role" in ('owner', 'supervisor', 'member'))
);
--> statement-breakpoint
CREATE TABLE "org_invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"unit_id" uuid,
	"seat_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"revoked_at" timestamp (6) with time zone,
	CONSTRAINT "org_invite_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "org_invite_links_seats_check" CHECK ("org_invite_links"."seat_limit" is null or "org_invite_links"."seat_limit" >= 1),
	CONSTRAINT "org_invite_links_uses_check" CHECK ("org_invite_links"."uses" >= 0 and ("org_invite_links"."seat_limit" is null or "org_invite_links"."uses" <= "org_invite_links"."seat_limit"))
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"role" text NOT NULL,
	"unit_id" uuid,
	"joined_by" text NOT NULL,
	"joined_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_members_role_check" CHECK ("org_members"."role" in ('owner', 'supervisor', 'member')),
	CONSTRAINT "org_members_joined_by_check" CHECK ("org_members"."joined_by" in ('admin', 'invitation', 'link', 'import', 'domain'))
);
--> statement-breakpoint
CREATE TABLE "org_supervised_units" (
	"user_id" text NOT NULL,
	"unit_id" uuid NOT NULL,
	CONSTRAINT "org_supervised_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"retain_records" boolean DEFAULT true NOT NULL,
	"logo_image_id" uuid,
	"created_by" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_status_check" CHECK ("organisations"."status" in ('requested', 'active'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answers" integer[] NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_completions" (
	"user_id" text NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"completed_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_completions_user_id_content_kind_content_id_pk" PRIMARY KEY("user_id","content_kind","content_id"),
	CONSTRAINT "training_completions_kind_check" CHECK ("training_completions"."content_kind" in ('post', 'episode', 'item'))
);
--> statement-breakpoint
CREATE TABLE "training_event_payloads" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"org_id" uuid,
	"payload_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "training_events_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_assignment_id_org_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."org_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignment_questions" ADD CONSTRAINT "org_assignment_questions_assignment_id_org_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."org_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_domains" ADD CONSTRAINT "org_domains_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_domains" ADD CONSTRAINT "org_domains_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_domains" ADD CONSTRAINT "org_domains_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invite_links" ADD CONSTRAINT "org_invite_links_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invite_links" ADD CONSTRAINT "org_invite_links_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invite_links" ADD CONSTRAINT "org_invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_supervised_units" ADD CONSTRAINT "org_supervised_units_user_id_org_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."org_members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_supervised_units" ADD CONSTRAINT "org_supervised_units_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_assignment_id_org_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."org_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_completions" ADD CONSTRAINT "training_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_event_payloads" ADD CONSTRAINT "training_event_payloads_seq_training_events_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."training_events"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_assignment_user_idx" ON "certificates" USING btree ("assignment_id","user_id") WHERE "certificates"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "org_assignments_org_created_idx" ON "org_assignments" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_assignments_unit_idx" ON "org_assignments" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "org_assignments_user_idx" ON "org_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_assignments_due_idx" ON "org_assignments" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "org_domains_org_idx" ON "org_domains" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_open_idx" ON "org_invitations" USING btree ("org_id","email_key") WHERE "org_invitations"."accepted_at" is null and "org_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "org_invitations_org_created_idx" ON "org_invitations" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_invite_links_org_idx" ON "org_invite_links" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_members_org_joined_idx" ON "org_members" USING btree ("org_id","joined_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_members_unit_idx" ON "org_members" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "org_supervised_units_unit_idx" ON "org_supervised_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_name_idx" ON "org_units" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_name_idx" ON "organisations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "organisations_created_at_id_idx" ON "organisations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_attempts_assignment_user_idx" ON "quiz_attempts" USING btree ("assignment_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_completions_content_idx" ON "training_completions" USING btree ("content_kind","content_id");--> statement-breakpoint
CREATE INDEX "training_events_user_idx" ON "training_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "training_events_org_idx" ON "training_events" USING btree ("org_id","seq");
--> statement-breakpoint
CREATE FUNCTION "training_record_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the training record is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "training_events_append_only" BEFORE UPDATE OR DELETE ON "training_events" FOR EACH ROW EXECUTE FUNCTION "training_record_append_only"();--> statement-breakpoint
CREATE TRIGGER "training_events_no_truncate" BEFORE TRUNCATE ON "training_events" FOR EACH STATEMENT EXECUTE FUNCTION "training_record_append_only"();--> statement-breakpoint
CREATE TRIGGER "training_event_payloads_unchanged" BEFORE UPDATE ON "training_event_payloads" FOR EACH ROW EXECUTE FUNCTION "training_record_append_only"();
