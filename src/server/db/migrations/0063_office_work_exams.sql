-- A controlling unit's exam records are kept under a work number of their own (0054): that of
-- "office" -(1,000,000 + unit), a number no office has (platform/read-cache.ts, examUnitScope).
-- Every exam table but the bank branches belongs to one unit, and a change to it marks the unit.
-- The bank branches are national, named in the units' lists and rarely changed: a change to them
-- raises the structure generation, as a catalogue's does.
CREATE FUNCTION office_work_mark_exam_unit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT -1000000 - unit_id AS office_id FROM %I', source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('exam_subjects', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_work_items', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_experts', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exams', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_assignments', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_movements', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_bills', 'office_work_mark_exam_unit()');--> statement-breakpoint
SELECT office_work_watch('exam_bill_totals', 'office_work_mark_exam_unit()');--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "exam_bank_branches"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
