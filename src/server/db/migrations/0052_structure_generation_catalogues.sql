-- Read routes keep their answers while the generation of 0051 stays (platform/read-cache.ts). The
-- office lists, options and organograms also show the office catalogues and the geography, so a
-- change to those raises the same number.
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "ministries"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "departments"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "office_levels"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "divisions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "districts"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "upazilas"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
