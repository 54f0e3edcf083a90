CREATE TABLE "vendor_rate_limit" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"holds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint

-- Added by hand (decision 190): each process takes a turn with the vendor in one call of this
-- function, so the bucket and the in-flight count stay right however many processes share it.
-- The row is locked while it is read and changed; time is the database's clock, read once the
-- lock is held, so processes with different clocks agree.
--
-- Answers { "granted": true, "startInMs": n } when the request may go in n milliseconds (a
-- token owed to the bucket, first come first served: the caller sleeps, then asks the vendor),
-- or { "granted": false, "waitMs": n, "reason": "paused" | "in-flight" } when it must ask again
-- later. A granted turn holds an in-flight slot until released, or until `p_hold_ms` after its
-- start (its request's deadline), so a process that died never keeps a slot.
CREATE FUNCTION "vendor_limit_take"(
  "p_key_hash" text,
  "p_vendor" text,
  "p_hold_id" text,
  "p_per_minute" double precision,
  "p_burst" double precision,
  "p_max_in_flight" integer,
  "p_hold_ms" double precision
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_row "vendor_rate_limit";
  v_clock timestamptz;
  v_from timestamptz;
  v_now_ms double precision;
  v_per_ms double precision := p_per_minute / 60000.0;
  v_tokens double precision;
  v_holds jsonb;
  v_start_in double precision;
BEGIN
  INSERT INTO "vendor_rate_limit" ("key_hash", "vendor", "tokens", "refilled_at")
  VALUES (p_key_hash, p_vendor, p_burst, clock_timestamp())
  ON CONFLICT ("key_hash") DO NOTHING;
  SELECT * INTO v_row FROM "vendor_rate_limit" WHERE "key_hash" = p_key_hash FOR UPDATE;
  v_clock := clock_timestamp();
  v_now_ms := extract(epoch FROM v_clock) * 1000;
  IF v_row."paused_until" IS NOT NULL AND v_row."paused_until" > v_clock THEN
    RETURN json_build_object('granted', false, 'reason', 'paused',
      'waitMs', ceil(extract(epoch FROM v_row."paused_until" - v_clock) * 1000));
  END IF;
  SELECT coalesce(jsonb_object_agg(h.key, h.value), '{}'::jsonb) INTO v_holds
    FROM jsonb_each(v_row."holds") h WHERE (h.value #>> '{}')::double precision > v_now_ms;
  IF (SELECT count(*) FROM jsonb_object_keys(v_holds)) >= p_max_in_flight THEN
    -- Until the first hold lapses at the latest; a release frees a slot sooner.
    RETURN json_build_object('granted', false, 'reason', 'in-flight', 'waitMs', ceil(
      (SELECT min((h.value #>> '{}')::double precision) FROM jsonb_each(v_holds) h) - v_now_ms));
  END IF;
  -- Refilled up to now; a bucket paused into the future refills from the end of the pause.
  v_from := greatest(v_clock, v_row."refilled_at");
  v_tokens := least(p_burst,
    v_row."tokens" + extract(epoch FROM v_from - v_row."refilled_at") * 1000 * v_per_ms);
  v_start_in := extract(epoch FROM v_from - v_clock) * 1000
    + CASE WHEN v_tokens >= 1 THEN 0 ELSE (1 - v_tokens) / v_per_ms END;
  UPDATE "vendor_rate_limit"
  SET "tokens" = v_tokens - 1,
      "refilled_at" = v_from,
      "holds" = v_holds || jsonb_build_object(p_hold_id, v_now_ms + v_start_in + p_hold_ms)
  WHERE "key_hash" = p_key_hash;
  RETURN json_build_object('granted', true, 'startInMs', ceil(v_start_in));
END
$$;
