-- Change notices for the in-process caches (docs/decisions/026): when a write
-- commits, every instance listening hears which session, user or content row
-- changed. NOTIFY is sent at commit, so a rolled-back change tells nobody.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lobl_sessions', '*');
  ELSE
    PERFORM pg_notify('lobl_sessions', OLD."token");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lobl_users', '*');
  ELSE
    PERFORM pg_notify('lobl_users', OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_change"();--> statement-breakpoint
CREATE FUNCTION "notify_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lobl_content', TG_TABLE_NAME || ':*');
  ELSE
    PERFORM pg_notify('lobl_content', TG_TABLE_NAME || ':' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_notify_change" AFTER UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();--> statement-breakpoint
CREATE TRIGGER "posts_notify_truncate" AFTER TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"();--> statement-breakpoint
CREATE TRIGGER "podcasts_notify_change" AFTER UPDATE OR DELETE ON "podcasts" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();--> statement-breakpoint
CREATE TRIGGER "podcasts_notify_truncate" AFTER TRUNCATE ON "podcasts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"();--> statement-breakpoint
CREATE TRIGGER "content_items_notify_change" AFTER UPDATE OR DELETE ON "content_items" FOR EACH ROW EXECUTE FUNCTION "notify_content_change"();--> statement-breakpoint
CREATE TRIGGER "content_items_notify_truncate" AFTER TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"();
