ALTER TABLE "run_shot" ADD COLUMN "colour_score" real;--> statement-breakpoint
ALTER TABLE "run_shot" ADD COLUMN "colour_warning" boolean DEFAULT false NOT NULL;