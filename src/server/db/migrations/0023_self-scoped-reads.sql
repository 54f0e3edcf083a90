-- The two signed-in reads that are polled, each in one statement that scopes itself (decision
-- 187, after 119): a run's view (GET /api/runs/:id) and the inputs of a user's usage
-- (GET /api/usage). On PostgreSQL each was several scoped statements of four round trips each.
-- Row-level security still decides what they see: they only set the scope they are given.

-- Sets `app.user_id` for the calling statement; refuses to change another user's scope. Under
-- the system's scope (workers, billing, the usage alert) it leaves it: that sees every row already.
CREATE FUNCTION "scope_statement_to"("p_user_id" text) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF coalesce(current_setting('app.system', true), '') = 'on' THEN
    RETURN;
  END IF;
  IF coalesce(current_setting('app.user_id', true), '') NOT IN ('', p_user_id) THEN
    RAISE EXCEPTION 'scope_statement_to: the statement already has another scope';
  END IF;
  PERFORM set_config('app.user_id', p_user_id, true);
END
$$;
--> statement-breakpoint

-- A user's run with what its view shows: the shots in order, the catalogue it was saved as, and
-- each shot's latest shown regeneration (regeneration-state.ts: not queued, or reserved).
-- Null when the run is not that user's.
CREATE FUNCTION "run_read_of"("p_user_id" text, "p_run_id" uuid) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM scope_statement_to(p_user_id);
  RETURN (
    SELECT json_build_object(
      'run', to_json(r),
      'shots', coalesce(
        (SELECT json_agg(s ORDER BY s."index") FROM "run_shot" s WHERE s."run_id" = r."id"),
        '[]'::json),
      'savedCatalogueId', (SELECT c."id" FROM "catalogue" c WHERE c."run_id" = r."id" LIMIT 1),
      'regenerations', coalesce(
        (SELECT json_agg(g) FROM (
          SELECT DISTINCT ON (x."shot_index") x."id", x."shot_index", x."status", x."error"
          FROM "shot_regeneration" x
          WHERE x."run_id" = r."id" AND (x."status" <> 'queued' OR x."reservation_id" IS NOT NULL)
          ORDER BY x."shot_index", x."created_at" DESC
        ) g),
        '[]'::json)
    )
    FROM "generation_run" r
    WHERE r."id" = p_run_id AND r."user_id" = p_user_id
  );
END
$$;
--> statement-breakpoint

-- What a user's usage is worked out from: when they signed up, their subscription, and the
-- usage counters of periods that end after `p_now` (the current one is among them), each with
-- the images its open reservations hold. Null when the user is gone.
CREATE FUNCTION "usage_inputs_of"("p_user_id" text, "p_now" timestamptz) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM scope_statement_to(p_user_id);
  RETURN (
    SELECT json_build_object(
      'createdAt', u."created_at",
      'subscription', (SELECT to_json(s) FROM "subscription" s WHERE s."user_id" = u."id"),
      'counters', coalesce(
        (SELECT json_agg(json_build_object(
           'periodStart', k."period_start",
           'used', k."used",
           'held', (SELECT coalesce(sum(q."amount"), 0) FROM "quota_reservation" q
                    WHERE q."user_id" = u."id" AND q."period_start" = k."period_start"
                      AND q."status" = 'open')))
         FROM "usage_counter" k WHERE k."user_id" = u."id" AND k."period_end" > p_now),
        '[]'::json)
    )
    FROM "user" u
    WHERE u."id" = p_user_id
  );
END
$$;
