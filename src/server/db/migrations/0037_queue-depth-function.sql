-- The queue's jobs by name and state, for /metrics and the operator's console (decision 247).
-- pg-boss's schema belongs to the tables' owner (DATABASE_OWNER_URL, decision 170) and the app's
-- role may not read it; this function runs as its owner and answers counts only. Before the
-- queue has ever started (no pgboss.job yet) it answers no rows.
CREATE FUNCTION "queue_depth"() RETURNS TABLE (job text, state text, count integer, oldest double precision)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF to_regclass('pgboss.job') IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'select name::text, state::text, count(*)::integer,
            coalesce(extract(epoch from now() - min(created_on)), 0)::double precision
     from pgboss.job where state in (''created'', ''retry'', ''active'') group by name, state';
END;
$$;
