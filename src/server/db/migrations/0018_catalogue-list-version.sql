CREATE TABLE "catalogue_list_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_list_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalogue_list_version" ADD CONSTRAINT "catalogue_list_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "catalogue_list_version" AS PERMISSIVE FOR ALL TO public USING ("catalogue_list_version"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on') WITH CHECK ("catalogue_list_version"."user_id" = current_setting('app.user_id', true) or current_setting('app.system', true) = 'on');--> statement-breakpoint
-- Added by hand from here (Drizzle cannot say FORCE, functions or triggers): decisions 170, 117.
ALTER TABLE "catalogue_list_version" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A user being deleted (their catalogues go by cascade) has no list left to count.
CREATE FUNCTION "bump_catalogue_list_version"(owner text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalogue_list_version" ("user_id", "version")
  SELECT owner, 1 WHERE EXISTS (SELECT 1 FROM "user" WHERE "id" = owner)
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "catalogue_list_version"."version" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "catalogue_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_catalogue_list_version"(OLD."user_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    PERFORM "bump_catalogue_list_version"(NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "catalogue"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_list_changed"();--> statement-breakpoint
-- An image's owner is its catalogue's; an image deleted with its catalogue finds none (the
-- catalogue's own trigger has counted that change).
CREATE FUNCTION "catalogue_image_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD."catalogue_id"; ELSE changed := NEW."catalogue_id"; END IF;
  PERFORM "bump_catalogue_list_version"("user_id") FROM "catalogue" WHERE "id" = changed;
  IF TG_OP = 'UPDATE' AND NEW."catalogue_id" IS DISTINCT FROM OLD."catalogue_id" THEN
    PERFORM "bump_catalogue_list_version"("user_id") FROM "catalogue" WHERE "id" = OLD."catalogue_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_image_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_image"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_image_list_changed"();--> statement-breakpoint
-- The list shows each image's colour warning, which lives on the run's shot.
CREATE FUNCTION "run_shot_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_catalogue_list_version"("user_id") FROM "catalogue" WHERE "run_id" = NEW."run_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "run_shot_list_changed" AFTER UPDATE OF "colour_warning" ON "run_shot"
  FOR EACH ROW WHEN (OLD."colour_warning" IS DISTINCT FROM NEW."colour_warning")
  EXECUTE FUNCTION "run_shot_list_changed"();
