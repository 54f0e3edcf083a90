CREATE TABLE "catalogue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'completed' NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_runId_unique" UNIQUE("run_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"pose_name" text NOT NULL,
	"shot_id" text NOT NULL,
	"image_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"order_index" integer NOT NULL,
	CONSTRAINT "catalogue_image_order_not_negative" CHECK ("catalogue_image"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "generation_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_request_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"engine" text NOT NULL,
	"on_model" boolean NOT NULL,
	"background_id" text NOT NULL,
	"background_name" text NOT NULL,
	"model_id" text,
	"model_name" text,
	"persona" jsonb,
	"has_back" boolean DEFAULT false NOT NULL,
	"has_side" boolean DEFAULT false NOT NULL,
	"input_keys" jsonb NOT NULL,
	"shot_count" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_run_client_request" UNIQUE("user_id","client_request_id")
);
--> statement-breakpoint
CREATE TABLE "run_shot" (
	"run_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"shot_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"image_key" text,
	"preview_key" text,
	"width" integer,
	"height" integer,
	"prompt" text,
	"failure_reason" text,
	"note" text,
	"meta" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_shot_run_id_index_pk" PRIMARY KEY("run_id","index")
);
--> statement-breakpoint
ALTER TABLE "catalogue" ADD CONSTRAINT "catalogue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue" ADD CONSTRAINT "catalogue_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_image" ADD CONSTRAINT "catalogue_image_catalogue_id_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_run" ADD CONSTRAINT "generation_run_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_shot" ADD CONSTRAINT "run_shot_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_user_created_idx" ON "catalogue" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_image_catalogue_idx" ON "catalogue_image" USING btree ("catalogue_id");--> statement-breakpoint
CREATE INDEX "generation_run_user_created_idx" ON "generation_run" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_run_status_idx" ON "generation_run" USING btree ("status");