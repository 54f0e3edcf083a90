CREATE TABLE "shot_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"shot_index" integer NOT NULL,
	"shot_id" text NOT NULL,
	"shot_name" text NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"image_made_at" timestamp with time zone NOT NULL,
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_check" boolean NOT NULL,
	"outcome" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"credited_halves" integer DEFAULT 0 NOT NULL,
	"credit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_report_shot_uq" UNIQUE("run_id","shot_index"),
	CONSTRAINT "shot_report_reason" CHECK ("shot_report"."reason" in ('not-my-garment', 'wrong-colour', 'bad-hands-or-face', 'other')),
	CONSTRAINT "shot_report_outcome" CHECK ("shot_report"."outcome" in ('credited', 'limit-reached', 'too-late', 'nothing-to-return')),
	CONSTRAINT "shot_report_credited_not_negative" CHECK ("shot_report"."credited_halves" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shot_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_delivery" DROP CONSTRAINT "webhook_delivery_one_subject";--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD COLUMN "shot_report_id" uuid;--> statement-breakpoint
ALTER TABLE "shot_report" ADD CONSTRAINT "shot_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_report" ADD CONSTRAINT "shot_report_credit_id_quota_credit_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."quota_credit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shot_report_user_period_idx" ON "shot_report" USING btree ("user_id","period_start");--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_report_event_uq" UNIQUE("shot_report_id","event");--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_one_subject" CHECK (num_nonnulls("webhook_delivery"."run_id", "webhook_delivery"."batch_id", "webhook_delivery"."shot_report_id") = 1);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "shot_report" AS PERMISSIVE FOR ALL TO public USING ("shot_report"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("shot_report"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the table's owner is bound by the policy too (decision 170).
ALTER TABLE "shot_report" FORCE ROW LEVEL SECURITY;
