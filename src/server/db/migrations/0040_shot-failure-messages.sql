ALTER TABLE "run_shot" ADD COLUMN "failure_message" jsonb;--> statement-breakpoint
ALTER TABLE "batch_item" ADD COLUMN "error_message" jsonb;--> statement-breakpoint
ALTER TABLE "shot_regeneration" ADD COLUMN "error_message" jsonb;--> statement-breakpoint

-- run_read_of (0023) answers each shot's latest regeneration with its error's key too (decision
-- 275); its shots' rows, as to_json makes them, carry failure_message already.
CREATE OR REPLACE FUNCTION "run_read_of"("p_user_id" text, "p_run_id" uuid) RETURNS json
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
          SELECT DISTINCT ON (x."shot_index") x."id", x."shot_index", x."status", x."error",
                 x."error_message"
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
