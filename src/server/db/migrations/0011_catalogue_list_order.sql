DROP INDEX "catalogue_user_created_idx";--> statement-breakpoint
CREATE INDEX "catalogue_user_created_idx" ON "catalogue" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);