CREATE TABLE "platform_portrait" (
	"persona_id" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"claim_token" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"storage_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_portrait_persona_id_engine_model_pk" PRIMARY KEY("persona_id","engine","model")
);
--> statement-breakpoint
ALTER TABLE "platform_portrait" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "system_rows" ON "platform_portrait" AS PERMISSIVE FOR ALL TO public USING (current_setting('app.system', true) = 'on') WITH CHECK (current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (decision 201; Drizzle cannot say FORCE): even the owner is bound, so only
-- system work ever reads or writes a platform portrait.
ALTER TABLE "platform_portrait" FORCE ROW LEVEL SECURITY;
