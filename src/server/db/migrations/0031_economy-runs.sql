ALTER TABLE "generation_run" ADD COLUMN "vendor_job" text;--> statement-breakpoint
ALTER TABLE "generation_run" ADD COLUMN "vendor_job_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch" ADD COLUMN "price" text DEFAULT 'standard' NOT NULL;