-- The tour plan lists are kept (0054; platform/read-cache.ts): the plans waiting at a desk and an
-- office's plans under the active office, a person's own plans under the office of their own desk,
-- and an app admin's plans of every office under -3. A plan marked its office, the office of the
-- desk it waits at and the offices above them (0068); it now also marks the offices of the posts
-- its planner holds (their own list), in one trigger set (office_work_plan_offices, 0069, which a
-- lab renamed or removed marks for the plans naming it). An inspection started from a plan marks
-- its office and its inspector's already (0069). The inspection templates, designed by the app
-- admins and changed seldom, raise the structure generation, as every plan list names its template.
DROP TRIGGER office_work_mark_dashboard_insert ON inspection_plans;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_update ON inspection_plans;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_delete ON inspection_plans;--> statement-breakpoint
CREATE FUNCTION office_work_mark_plan_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(
      office_work_plan_offices(format('SELECT office_id, approver_desk_id, user_id FROM %I', source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('inspection_plans', 'office_work_mark_plan_rows()');--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "inspection_templates"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
