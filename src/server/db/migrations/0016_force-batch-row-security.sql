-- Custom migration (Drizzle cannot say FORCE): the tables' owner is bound by the policies too (decision 170).
ALTER TABLE "batch" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "batch_item" FORCE ROW LEVEL SECURITY;
