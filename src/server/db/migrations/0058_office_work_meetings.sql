-- The meeting dashboard is kept under the office's number (0054). It counts the office's meetings
-- and those it is invited to, and names the meetings of the decisions it must carry out: a change
-- to a meeting marks its office, the offices invited to it and the offices responsible for its
-- decisions; invitations and decisions mark their offices.
CREATE FUNCTION office_work_mark_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT changed.office_id FROM %1$I changed'
      ' UNION SELECT i.office_id FROM %1$I changed JOIN meeting_invitees i ON i.meeting_id = changed.id'
      ' UNION SELECT d.responsible_office_id FROM %1$I changed'
      ' JOIN meeting_decisions d ON d.meeting_id = changed.id', source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('meetings', 'office_work_mark_meetings()');--> statement-breakpoint
SELECT office_work_watch('meeting_invitees', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('meeting_decisions', 'office_work_mark(''office_id'', ''responsible_office_id'')');
