-- A change to a member's progress (a save, a start-over, a reset, their
-- account deleted) is a notice on "lobl_progress", "<member's id>:<kind>", at
-- commit: instances keep each member's progress in memory for the lists
-- (docs/decisions/062) and forget it when the notice arrives, whichever
-- instance or tool wrote it.
CREATE FUNCTION "notify_progress_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lobl_progress', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('lobl_progress', NEW."user_id" || ':' || NEW."content_kind");
  ELSE
    PERFORM pg_notify('lobl_progress', OLD."user_id" || ':' || OLD."content_kind");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "progress_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "progress" FOR EACH ROW EXECUTE FUNCTION "notify_progress_change"();--> statement-breakpoint
CREATE TRIGGER "progress_notify_truncate" AFTER TRUNCATE ON "progress" FOR EACH STATEMENT EXECUTE FUNCTION "notify_progress_change"();
