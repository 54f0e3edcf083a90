CREATE TABLE "vendor_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"run_id" uuid,
	"shot_index" integer,
	"kind" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"ended" text NOT NULL,
	"cost_micro_usd" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_request_cost_not_negative" CHECK ("vendor_request"."cost_micro_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_request" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_request" ADD CONSTRAINT "vendor_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_request" ADD CONSTRAINT "vendor_request_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_request_created_idx" ON "vendor_request" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendor_request_run_idx" ON "vendor_request" USING btree ("run_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "vendor_request" AS PERMISSIVE FOR ALL TO public USING ("vendor_request"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("vendor_request"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (decision 225; Drizzle cannot say FORCE): the owner is bound by the policy too.
ALTER TABLE "vendor_request" FORCE ROW LEVEL SECURITY;
