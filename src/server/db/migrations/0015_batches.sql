CREATE TABLE "batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_request_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_client_request" UNIQUE("user_id","client_request_id")
);
--> statement-breakpoint
ALTER TABLE "batch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"background_id" text NOT NULL,
	"background_name" text NOT NULL,
	"model_id" text,
	"model_name" text,
	"has_back" boolean NOT NULL,
	"has_side" boolean NOT NULL,
	"shot_count" integer NOT NULL,
	"status" text DEFAULT 'awaiting_photos' NOT NULL,
	"run_id" uuid,
	"catalogue_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_item_position" UNIQUE("batch_id","position")
);
--> statement-breakpoint
ALTER TABLE "batch_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "batch" ADD CONSTRAINT "batch_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_item" ADD CONSTRAINT "batch_item_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_item" ADD CONSTRAINT "batch_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_item" ADD CONSTRAINT "batch_item_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_item" ADD CONSTRAINT "batch_item_catalogue_id_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_user_created_idx" ON "batch" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_status_idx" ON "batch" USING btree ("status");--> statement-breakpoint
CREATE INDEX "batch_item_run_idx" ON "batch_item" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "batch_item_status_idx" ON "batch_item" USING btree ("status");--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "batch" AS PERMISSIVE FOR ALL TO public USING ("batch"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("batch"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "batch_item" AS PERMISSIVE FOR ALL TO public USING ("batch_item"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("batch_item"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');