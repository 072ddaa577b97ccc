-- Labs are kept under the number of an area (platform/read-cache.ts: labUpazilaScope,
-- labDistrictScope, labOfficeScope) and every lab's under -4 (EVERY_LAB), numbers no office has
-- (0054). A caller reads the labs of its office's upazila, or of its district when the office has
-- no upazila, and its own office's labs; so a change to a lab, its equipment, its activities, or an
-- inspection or recommendation at it marks the lab's upazila and district, the area of the lab's
-- office (its upazila, else its district, else the office alone) and -4; an inspection or a
-- recommendation of no lab marks none of them.
-- Each table now has one trigger set that marks everything its change is seen in: the two sets on
-- inspections and the three on recommendations (0060, 0066, 0068) are folded into one each, and a
-- lab renamed or removed marks its inspections', recommendations' and tour plans' offices in one
-- function.
CREATE FUNCTION office_work_lab_areas(labs_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT -2000000 - upazila_id AS office_id FROM (' || labs_query || ') l'
    ' UNION SELECT -3000000 - district_id FROM (' || labs_query || ') l'
    ' UNION SELECT CASE WHEN o.upazila_id IS NOT NULL THEN -2000000 - o.upazila_id'
    ' WHEN o.district_id IS NOT NULL THEN -3000000 - o.district_id ELSE -4000000 - o.id END'
    ' FROM (' || labs_query || ') l JOIN offices o ON o.id = l.office_id'
    ' UNION SELECT -4 WHERE EXISTS (' || labs_query || ')';
$$;--> statement-breakpoint
-- The areas of the labs a query of rows with a lab_id names.
CREATE FUNCTION office_work_areas_of_labs(rows_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT office_work_lab_areas('SELECT upazila_id, district_id, office_id FROM labs'
    ' WHERE id IN (SELECT lab_id FROM (' || rows_query || ') named)');
$$;--> statement-breakpoint
-- One query of the offices that any of several queries (each of a column office_id) gives.
CREATE FUNCTION office_work_any(queries text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg('SELECT office_id FROM (' || part || ') part', ' UNION ') FROM unnest(queries) part;
$$;--> statement-breakpoint
DROP TRIGGER office_work_mark_insert ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_update ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_delete ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_insert ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_update ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_delete ON inspections;--> statement-breakpoint
DROP TRIGGER office_work_mark_insert ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_update ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_delete ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_recommendations_insert ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_recommendations_update ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_recommendations_delete ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_insert ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_update ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_dashboard_delete ON inspection_recommendations;--> statement-breakpoint
DROP TRIGGER office_work_mark_update ON labs;--> statement-breakpoint
DROP TRIGGER office_work_mark_delete ON labs;--> statement-breakpoint
DROP TRIGGER office_work_mark_recommended_labs_update ON labs;--> statement-breakpoint
DROP TRIGGER office_work_mark_recommended_labs_delete ON labs;--> statement-breakpoint
DROP FUNCTION office_work_mark_inspections();--> statement-breakpoint
DROP FUNCTION office_work_mark_inspection_parts();--> statement-breakpoint
DROP FUNCTION office_work_mark_inspected_labs();--> statement-breakpoint
DROP FUNCTION office_work_mark_recommendations();--> statement-breakpoint
DROP FUNCTION office_work_mark_recommended_labs();--> statement-breakpoint
-- An inspection: its lists' offices (0060), its office and those above it (0068), its lab's areas.
CREATE FUNCTION office_work_mark_inspection_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  changed text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    changed := format('SELECT office_id, target_office_id, user_id, lab_id FROM %I', source);
    EXECUTE office_work_marking(office_work_any(ARRAY[
      office_work_inspection_offices(changed),
      office_work_with_ancestors('SELECT office_id FROM (' || changed || ') i'),
      office_work_areas_of_labs(changed)]));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A recommendation: its inspection's lists (0060), its own lists (0066), the responsible office and
-- those above it (0068), its lab's areas.
CREATE FUNCTION office_work_mark_recommendation_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_any(ARRAY[
      office_work_inspection_offices(format('SELECT office_id, target_office_id, user_id FROM inspections'
        ' WHERE id IN (SELECT inspection_id FROM %I)', source)),
      office_work_recommendation_offices(
        format('SELECT responsible_office_id, inspector_office_id, inspector_id FROM %I', source)),
      office_work_with_ancestors(format('SELECT responsible_office_id AS office_id FROM %I', source)),
      office_work_areas_of_labs(format('SELECT lab_id FROM %I', source))]));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The offices a tour plan is seen in (0068, 0072): its office and the office of the desk it waits
-- at, with the offices above them, and the offices of the posts its planner holds.
CREATE FUNCTION office_work_plan_offices(plans_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT office_work_any(ARRAY[
    office_work_with_ancestors('SELECT office_id FROM (' || plans_query || ') p'
      ' UNION SELECT d.office_id FROM (' || plans_query || ') p JOIN desks d ON d.id = p.approver_desk_id'),
    'SELECT d.office_id FROM (' || plans_query || ') p'
      ' JOIN user_roles h ON h.user_id = p.user_id AND h.released_on IS NULL JOIN desks d ON d.id = h.desk_id']);
$$;--> statement-breakpoint
-- A lab: its areas; renamed (name or code) or removed, also the lists of its inspections,
-- recommendations and tour plans, which show its name. Its counts change all day and mark only
-- its areas.
CREATE FUNCTION office_work_mark_labs() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- A lab's equipment or activities: the lab's areas.
CREATE FUNCTION office_work_mark_lab_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_areas_of_labs(format('SELECT lab_id FROM %I', source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('inspections', 'office_work_mark_inspection_rows()');--> statement-breakpoint
SELECT office_work_watch('inspection_recommendations', 'office_work_mark_recommendation_rows()');--> statement-breakpoint
SELECT office_work_watch('labs', 'office_work_mark_labs()');--> statement-breakpoint
SELECT office_work_watch('lab_equipment', 'office_work_mark_lab_parts()');--> statement-breakpoint
SELECT office_work_watch('lab_activities', 'office_work_mark_lab_parts()');
