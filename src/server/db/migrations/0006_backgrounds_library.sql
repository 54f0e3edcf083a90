CREATE TABLE "background_favorite" (
	"user_id" text NOT NULL,
	"background_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_favorite_user_id_background_id_pk" PRIMARY KEY("user_id","background_id")
);
--> statement-breakpoint
CREATE TABLE "background_prompt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prompt" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_background" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"prompt" text NOT NULL,
	"description" text NOT NULL,
	"engine" text NOT NULL,
	"note" text,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "background_favorite" ADD CONSTRAINT "background_favorite_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_prompt" ADD CONSTRAINT "background_prompt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_background" ADD CONSTRAINT "custom_background_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_prompt_user_created_idx" ON "background_prompt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_background_user_created_idx" ON "custom_background" USING btree ("user_id","created_at") WHERE "custom_background"."deleted_at" is null;