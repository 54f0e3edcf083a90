CREATE TABLE "billing_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"state_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "buyer_billing" jsonb;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "billing_details" AS PERMISSIVE FOR ALL TO public USING ("billing_details"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("billing_details"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the owner is bound by the policy too (decision 170).
ALTER TABLE "billing_details" FORCE ROW LEVEL SECURITY;
