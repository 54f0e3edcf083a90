CREATE TABLE "listing_draft" (
	"catalogue_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"draft" jsonb NOT NULL,
	"edits" jsonb,
	"filled_by" text NOT NULL,
	"cost_usd" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_draft" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "listing_draft" ADD CONSTRAINT "listing_draft_catalogue_id_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_draft" ADD CONSTRAINT "listing_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "listing_draft" AS PERMISSIVE FOR ALL TO public USING ("listing_draft"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("listing_draft"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the table's owner is bound by the policy too (decision 170).
ALTER TABLE "listing_draft" FORCE ROW LEVEL SECURITY;
