CREATE TABLE "shot_regeneration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"shot_index" integer NOT NULL,
	"client_request_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reservation_id" uuid,
	"attempt" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "shot_regeneration_client_request" UNIQUE("user_id","client_request_id")
);
--> statement-breakpoint
ALTER TABLE "shot_regeneration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "run_shot" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shot_regeneration" ADD CONSTRAINT "shot_regeneration_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_regeneration" ADD CONSTRAINT "shot_regeneration_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shot_regeneration_in_flight" ON "shot_regeneration" USING btree ("run_id","shot_index") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "shot_regeneration_status_idx" ON "shot_regeneration" USING btree ("status");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "shot_regeneration" AS PERMISSIVE FOR ALL TO public USING ("shot_regeneration"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("shot_regeneration"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand (Drizzle cannot say FORCE): the table's owner is bound by the policy too (decision 170).
ALTER TABLE "shot_regeneration" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The catalogue list shows each image's version (decision 122): a replaced shot changes the
-- list's version as a colour warning does (decision 117).
DROP TRIGGER "run_shot_list_changed" ON "run_shot";--> statement-breakpoint
CREATE TRIGGER "run_shot_list_changed" AFTER UPDATE OF "colour_warning", "version" ON "run_shot"
  FOR EACH ROW WHEN (OLD."colour_warning" IS DISTINCT FROM NEW."colour_warning"
    OR OLD."version" IS DISTINCT FROM NEW."version")
  EXECUTE FUNCTION "run_shot_list_changed"();
