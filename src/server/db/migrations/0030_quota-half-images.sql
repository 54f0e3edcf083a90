-- Decision 203: the quota is counted in half images, so an economy shot (half an image) and a
-- standard one (a whole image) are spent by the same one-statement check-and-spend. Every
-- figure already stored is doubled: nothing anyone used or holds changes.
ALTER TABLE "usage_counter" RENAME COLUMN "used" TO "used_halves";--> statement-breakpoint
UPDATE "usage_counter" SET "used_halves" = "used_halves" * 2;--> statement-breakpoint
ALTER TABLE "usage_counter" DROP CONSTRAINT "usage_counter_used_not_negative";--> statement-breakpoint
ALTER TABLE "usage_counter" ADD CONSTRAINT "usage_counter_used_not_negative" CHECK ("usage_counter"."used_halves" >= 0);--> statement-breakpoint
ALTER TABLE "quota_reservation" RENAME COLUMN "amount" TO "amount_halves";--> statement-breakpoint
ALTER TABLE "quota_reservation" RENAME COLUMN "generated" TO "generated_halves";--> statement-breakpoint
ALTER TABLE "quota_reservation" ADD COLUMN "shot_halves" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
UPDATE "quota_reservation" SET "amount_halves" = "amount_halves" * 2, "generated_halves" = "generated_halves" * 2;--> statement-breakpoint
ALTER TABLE "quota_reservation" DROP CONSTRAINT "quota_reservation_amount_positive";--> statement-breakpoint
ALTER TABLE "quota_reservation" ADD CONSTRAINT "quota_reservation_amount_positive" CHECK ("quota_reservation"."amount_halves" > 0);--> statement-breakpoint
ALTER TABLE "quota_reservation" ADD CONSTRAINT "quota_reservation_shot_halves" CHECK ("quota_reservation"."shot_halves" in (1, 2));--> statement-breakpoint
-- usage_inputs_of (0023, decision 187) now answers half images; the service halves them.
CREATE OR REPLACE FUNCTION "usage_inputs_of"("p_user_id" text, "p_now" timestamptz) RETURNS json
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
           'usedHalves', k."used_halves",
           'heldHalves', (SELECT coalesce(sum(q."amount_halves"), 0) FROM "quota_reservation" q
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
