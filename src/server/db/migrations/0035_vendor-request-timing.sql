ALTER TABLE "vendor_request" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "vendor_request" ADD COLUMN "http_status" integer;