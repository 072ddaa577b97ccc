-- A person's own leave history is kept under the number of the office of their desk (0054). Their
-- applications may belong to offices they have left, so a change to an application marks, besides
-- its office and the office it waits in, the offices of every post its applicant holds now. The
-- people mark takes office columns too, as office_work_mark does; without them it marks as before.
CREATE OR REPLACE FUNCTION office_work_mark_people() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  office_column text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT d.office_id FROM %I changed'
      ' JOIN user_roles h ON h.user_id = changed.user_id AND h.released_on IS NULL'
      ' JOIN desks d ON d.id = h.desk_id', source));
    FOREACH office_column IN ARRAY coalesce(TG_ARGV, '{}') LOOP
      EXECUTE office_work_marking(format('SELECT %I AS office_id FROM %I', office_column, source));
    END LOOP;
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER office_work_mark_insert ON leave_applications;--> statement-breakpoint
DROP TRIGGER office_work_mark_update ON leave_applications;--> statement-breakpoint
DROP TRIGGER office_work_mark_delete ON leave_applications;--> statement-breakpoint
SELECT office_work_watch('leave_applications', 'office_work_mark_people(''office_id'', ''current_office_id'')');
