-- The catalogue list's version in one statement (decision 119): the lookup that precedes every
-- catalogue list sets the row-level scope itself, for its own statement only, instead of a
-- transaction of four (begin, scope, select, commit). It refuses to change a scope already set.
CREATE FUNCTION "catalogue_list_version_of"("p_user_id" text) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF coalesce(current_setting('app.user_id', true), '') NOT IN ('', p_user_id)
    OR coalesce(current_setting('app.system', true), '') = 'on' THEN
    RAISE EXCEPTION 'catalogue_list_version_of: the statement already has another scope';
  END IF;
  PERFORM set_config('app.user_id', p_user_id, true);
  RETURN (SELECT "version" FROM "catalogue_list_version" WHERE "user_id" = p_user_id);
END
$$;
