CREATE TABLE "operator_action" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"seller_id" text NOT NULL,
	"seller_email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_action_reason_given" CHECK (length(trim("operator_action"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "operator_action" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quota_credit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"halves" integer NOT NULL,
	"reason" text NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_credit_halves_positive" CHECK ("quota_credit"."halves" > 0)
);
--> statement-breakpoint
ALTER TABLE "quota_credit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quota_credit" ADD CONSTRAINT "quota_credit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_action_seller_idx" ON "operator_action" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_action_created_idx" ON "operator_action" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quota_credit_user_idx" ON "quota_credit" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE POLICY "system_rows" ON "operator_action" AS PERMISSIVE FOR ALL TO public USING (current_setting('app.system', true) = 'on') WITH CHECK (current_setting('app.system', true) = 'on');--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "quota_credit" AS PERMISSIVE FOR ALL TO public USING ("quota_credit"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("quota_credit"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the table's owner is bound by the policy too (decision 170).
ALTER TABLE "quota_credit" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operator_action" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Added by hand (decision 250): the operators' audit log is append-only for everyone.
CREATE FUNCTION operator_action_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_action is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER operator_action_append_only BEFORE UPDATE OR DELETE ON "operator_action"
  FOR EACH ROW EXECUTE FUNCTION operator_action_append_only();--> statement-breakpoint
CREATE TRIGGER operator_action_no_truncate BEFORE TRUNCATE ON "operator_action"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_action_append_only();
