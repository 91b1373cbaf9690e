-- Every bump of a content change counter (migration 0004) is also a change
-- notice (docs/decisions/026) on "lobl_versions", with the table's name: an
-- instance can then keep the feed's version in memory (docs/decisions/045)
-- and still hear every insert, edit, delete and truncate, by any writer, at
-- commit. Row notices (migration 0013) do not cover inserts.
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "name" = TG_TABLE_NAME;
  PERFORM pg_notify('lobl_versions', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
