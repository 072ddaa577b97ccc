ALTER TABLE "offices" ADD COLUMN "level_sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "offices_list_order_idx" ON "offices" USING btree ("level_sort_order","name_bn","id");--> statement-breakpoint
CREATE FUNCTION offices_copy_level_sort_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.level_sort_order := coalesce((SELECT sort_order FROM office_levels WHERE id = NEW.office_level_id), 2147483647);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER offices_level_sort_order BEFORE INSERT OR UPDATE OF office_level_id ON offices
  FOR EACH ROW EXECUTE FUNCTION offices_copy_level_sort_order();--> statement-breakpoint
CREATE FUNCTION office_levels_spread_sort_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offices SET level_sort_order = NEW.sort_order WHERE office_level_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER office_levels_sort_order AFTER UPDATE OF sort_order ON office_levels
  FOR EACH ROW WHEN (OLD.sort_order IS DISTINCT FROM NEW.sort_order)
  EXECUTE FUNCTION office_levels_spread_sort_order();--> statement-breakpoint
-- An office without a level sorts after every level, as it did when the list joined the levels.
UPDATE offices SET level_sort_order =
  coalesce((SELECT sort_order FROM office_levels WHERE id = offices.office_level_id), 2147483647);
