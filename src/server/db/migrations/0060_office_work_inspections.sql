-- The inspection list is kept under the number of the caller's office (0054). It shows each
-- inspection's offices, its inspector, its lab's name and code and how many recommendations it has.
-- So for every inspection a change touches (an inspection itself, a recommendation of it, or a lab
-- it names renamed or removed; the lab's counts change all day and mark nothing) it marks the
-- inspecting office, the inspected office and the offices of the posts the inspector holds now
-- (their own list). An app admin's list spans every office and is not kept.
CREATE FUNCTION office_work_inspection_offices(inspections_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT office_id FROM (' || inspections_query || ') i'
    ' UNION SELECT target_office_id FROM (' || inspections_query || ') i'
    ' UNION SELECT d.office_id FROM (' || inspections_query || ') i'
    ' JOIN user_roles h ON h.user_id = i.user_id AND h.released_on IS NULL JOIN desks d ON d.id = h.desk_id';
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_inspections() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_inspection_offices(
      format('SELECT office_id, target_office_id, user_id FROM %I', source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_inspection_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_inspection_offices(format(
      'SELECT office_id, target_office_id, user_id FROM inspections WHERE id IN (SELECT inspection_id FROM %I)',
      source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_inspected_labs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labs_query text := CASE TG_OP
    WHEN 'DELETE' THEN 'SELECT id FROM old_rows'
    ELSE 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id'
      ' WHERE (o.institution_bn, o.institution_en, o.code) IS DISTINCT FROM (n.institution_bn, n.institution_en, n.code)'
  END;
BEGIN
  EXECUTE office_work_marking(office_work_inspection_offices(
    'SELECT office_id, target_office_id, user_id FROM inspections WHERE lab_id IN (' || labs_query || ')'));
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('inspections', 'office_work_mark_inspections()');--> statement-breakpoint
SELECT office_work_watch('inspection_recommendations', 'office_work_mark_inspection_parts()');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON labs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION office_work_mark_inspected_labs();--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON labs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_inspected_labs();
