ALTER TABLE "catalogue" ADD COLUMN "garment_type" text;--> statement-breakpoint
ALTER TABLE "generation_run" ADD COLUMN "has_detail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_run" ADD COLUMN "garment_type" text;--> statement-breakpoint
ALTER TABLE "generation_run" ADD COLUMN "styling_note" text;--> statement-breakpoint
ALTER TABLE "batch_item" ADD COLUMN "has_detail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_item" ADD COLUMN "garment_type" text;--> statement-breakpoint
ALTER TABLE "batch_item" ADD COLUMN "styling_note" text;