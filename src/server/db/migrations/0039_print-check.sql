ALTER TABLE "run_shot" ADD COLUMN "print_score" real;--> statement-breakpoint
ALTER TABLE "run_shot" ADD COLUMN "print_warning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Added by hand: the catalogue list shows each image's print warning, so a change of it changes
-- the list's version as a colour warning's does (decisions 117, 276).
DROP TRIGGER "run_shot_list_changed" ON "run_shot";--> statement-breakpoint
CREATE TRIGGER "run_shot_list_changed" AFTER UPDATE OF "colour_warning", "print_warning", "version" ON "run_shot"
  FOR EACH ROW WHEN (OLD."colour_warning" IS DISTINCT FROM NEW."colour_warning"
    OR OLD."print_warning" IS DISTINCT FROM NEW."print_warning"
    OR OLD."version" IS DISTINCT FROM NEW."version")
  EXECUTE FUNCTION "run_shot_list_changed"();
