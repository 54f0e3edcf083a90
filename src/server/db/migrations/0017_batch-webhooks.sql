CREATE TABLE "api_batch_webhook" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"api_key_id" uuid NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_batch_webhook" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ALTER COLUMN "run_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "api_batch_webhook" ADD CONSTRAINT "api_batch_webhook_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batch_webhook" ADD CONSTRAINT "api_batch_webhook_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batch_webhook" ADD CONSTRAINT "api_batch_webhook_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_batch_event_uq" UNIQUE("batch_id","event");--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_one_subject" CHECK (("webhook_delivery"."run_id" is null) <> ("webhook_delivery"."batch_id" is null));--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "api_batch_webhook" AS PERMISSIVE FOR ALL TO public USING ("api_batch_webhook"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("api_batch_webhook"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the owner is bound by the policy too (decision 170).
ALTER TABLE "api_batch_webhook" FORCE ROW LEVEL SECURITY;