-- The tour plan lists are kept (0054; platform/read-cache.ts): the plans waiting at a desk and an
-- office's plans under the active office, a person's own plans under the office of their own desk,
-- and an app admin's plans of every office under -3. A plan marked its office, the office of the
-- desk it waits at and the offices above them (0068); it now also marks the offices of the posts
-- its planner holds (their own list), in one trigger set. A lab renamed or removed marks the plans
-- naming it the same way; an inspection started from a plan marks its office and its inspector's
-- already (0069). The inspection templates, designed by the app admins and changed seldom, raise
-- the structure generation, as every plan list names its template.
DROP TRIGGER office_work_mark_dashboard_insert ON inspection_plans;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_update ON inspection_plans;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_delete ON inspection_plans;--> statement-breakpoint
CREATE FUNCTION office_work_plan_offices(plans_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT office_work_any(ARRAY[
    office_work_with_ancestors('SELECT office_id FROM (' || plans_query || ') p'
      ' UNION SELECT d.office_id FROM (' || plans_query || ') p JOIN desks d ON d.id = p.approver_desk_id'),
    'SELECT d.office_id FROM (' || plans_query || ') p'
      ' JOIN user_roles h ON h.user_id = p.user_id AND h.released_on IS NULL JOIN desks d ON d.id = h.desk_id']);
$$;--> statement-breakpoint
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
CREATE OR REPLACE FUNCTION office_work_mark_labs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  renamed text := CASE TG_OP
    WHEN 'INSERT' THEN NULL
    WHEN 'DELETE' THEN 'SELECT id FROM old_rows'
    ELSE 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id'
      ' WHERE (o.institution_bn, o.institution_en, o.code) IS DISTINCT FROM (n.institution_bn, n.institution_en, n.code)'
  END;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(
      office_work_lab_areas(format('SELECT upazila_id, district_id, office_id FROM %I', source)));
  END LOOP;
  IF renamed IS NOT NULL THEN
    EXECUTE office_work_marking(office_work_any(ARRAY[
      office_work_inspection_offices('SELECT office_id, target_office_id, user_id FROM inspections'
        ' WHERE lab_id IN (' || renamed || ')'),
      office_work_recommendation_offices('SELECT responsible_office_id, inspector_office_id, inspector_id'
        ' FROM inspection_recommendations WHERE lab_id IN (' || renamed || ')'),
      office_work_plan_offices('SELECT office_id, approver_desk_id, user_id FROM inspection_plans'
        ' WHERE lab_id IN (' || renamed || ')')]));
  END IF;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "inspection_templates"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
