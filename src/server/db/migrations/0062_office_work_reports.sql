-- An office's report lists and dashboard are kept under its number (0054), and what reached an
-- asking office under the asking office's. A response or an assignment marks its office and the
-- office that asks the report; a desk's stages mark their office; a report's definition marks the
-- office that asks it and every office asked.
CREATE FUNCTION office_work_mark_report_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT changed.office_id FROM %1$I changed'
      ' UNION SELECT d.owner_office_id FROM %1$I changed'
      ' JOIN report_definitions d ON d.id = changed.report_id', source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION office_work_mark_report_definitions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT changed.owner_office_id AS office_id FROM %1$I changed'
      ' UNION SELECT a.office_id FROM %1$I changed JOIN report_assignments a ON a.report_id = changed.id',
      source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('report_responses', 'office_work_mark_report_rows()');--> statement-breakpoint
SELECT office_work_watch('report_assignments', 'office_work_mark_report_rows()');--> statement-breakpoint
SELECT office_work_watch('report_permitted_desks', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('report_definitions', 'office_work_mark_report_definitions()');
