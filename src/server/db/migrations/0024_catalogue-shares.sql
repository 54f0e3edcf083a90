CREATE TABLE "catalogue_share" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "catalogue_share_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "catalogue_share" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalogue_share" ADD CONSTRAINT "catalogue_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_share" ADD CONSTRAINT "catalogue_share_catalogue_id_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_share_catalogue_idx" ON "catalogue_share" USING btree ("catalogue_id");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "catalogue_share" AS PERMISSIVE FOR ALL TO public USING ("catalogue_share"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("catalogue_share"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the table's owner is bound by the policy too (decision 170).
ALTER TABLE "catalogue_share" FORCE ROW LEVEL SECURITY;
