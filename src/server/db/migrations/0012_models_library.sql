CREATE TABLE "custom_model" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"ethnicity" text NOT NULL,
	"gender" text NOT NULL,
	"age" text NOT NULL,
	"body_type" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"portrait_method" text NOT NULL,
	"portrait_engine" text NOT NULL,
	"portrait_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "model_favorite" (
	"user_id" text NOT NULL,
	"model_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_favorite_user_id_model_id_pk" PRIMARY KEY("user_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "custom_model" ADD CONSTRAINT "custom_model_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_favorite" ADD CONSTRAINT "model_favorite_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_model_user_created_idx" ON "custom_model" USING btree ("user_id","created_at") WHERE "custom_model"."deleted_at" is null;