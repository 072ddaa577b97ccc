-- The recommendations list is kept under the office it is about (0054): the responsible office's
-- (scope responsible), the inspecting office's or the inspector's own desk's (scope raised), and an
-- app admin's list of every office's under -2, a number no office has (platform/read-cache.ts,
-- EVERY_OFFICE_RECOMMENDATIONS). A recommendation, and a lab it names renamed or removed, marks
-- those offices and -2. A list of an office's whole subtree is not kept.
CREATE FUNCTION office_work_recommendation_offices(recommendations_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT responsible_office_id AS office_id FROM (' || recommendations_query || ') r'
    ' UNION SELECT inspector_office_id FROM (' || recommendations_query || ') r'
    ' UNION SELECT d.office_id FROM (' || recommendations_query || ') r'
    ' JOIN user_roles h ON h.user_id = r.inspector_id AND h.released_on IS NULL JOIN desks d ON d.id = h.desk_id'
    ' UNION SELECT -2 FROM (' || recommendations_query || ') r';
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_recommendations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_recommendation_offices(
      format('SELECT responsible_office_id, inspector_office_id, inspector_id FROM %I', source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_recommended_labs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labs_query text := CASE TG_OP
    WHEN 'DELETE' THEN 'SELECT id FROM old_rows'
    ELSE 'SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id'
      ' WHERE (o.institution_bn, o.institution_en, o.code) IS DISTINCT FROM (n.institution_bn, n.institution_en, n.code)'
  END;
BEGIN
  EXECUTE office_work_marking(office_work_recommendation_offices(
    'SELECT responsible_office_id, inspector_office_id, inspector_id FROM inspection_recommendations'
    ' WHERE lab_id IN (' || labs_query || ')'));
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER office_work_mark_recommendations_insert AFTER INSERT ON inspection_recommendations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_recommendations();--> statement-breakpoint
CREATE TRIGGER office_work_mark_recommendations_update AFTER UPDATE ON inspection_recommendations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION office_work_mark_recommendations();--> statement-breakpoint
CREATE TRIGGER office_work_mark_recommendations_delete AFTER DELETE ON inspection_recommendations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_recommendations();--> statement-breakpoint
CREATE TRIGGER office_work_mark_recommended_labs_update AFTER UPDATE ON labs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION office_work_mark_recommended_labs();--> statement-breakpoint
CREATE TRIGGER office_work_mark_recommended_labs_delete AFTER DELETE ON labs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_recommended_labs();
