CREATE TABLE "billing_checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"plan" text NOT NULL,
	"billing_period" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_subscription_id" text,
	"provider_status" text DEFAULT 'created' NOT NULL,
	"provider_event_at" timestamp with time zone,
	"provider_payment_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "billing_checkout_amount_positive" CHECK ("billing_checkout"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"checkout_id" uuid,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_subscription_id" text,
	"plan" text NOT NULL,
	"billing_period" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payment_invoiceNumber_unique" UNIQUE("invoice_number"),
	CONSTRAINT "payment_amount_not_negative" CHECK ("payment"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_event" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_checkout" ADD CONSTRAINT "billing_checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_checkout_id_billing_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."billing_checkout"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkout_user_idx" ON "billing_checkout" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_checkout_provider_subscription_idx" ON "billing_checkout" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "payment_user_created_idx" ON "payment" USING btree ("user_id","created_at");