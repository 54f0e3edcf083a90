-- Custom migration (Drizzle cannot say FORCE): the tables' owner is bound by the policies too (decision 170).
ALTER TABLE "notification_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_profile" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quota_reservation" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subscription" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "usage_counter" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_checkout" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalogue" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalogue_image" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "generation_run" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "run_shot" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "background_favorite" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "background_prompt" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_background" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_sent" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "run_watch" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_idempotency" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_key" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_run_webhook" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_delivery" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_model" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "model_favorite" FORCE ROW LEVEL SECURITY;
