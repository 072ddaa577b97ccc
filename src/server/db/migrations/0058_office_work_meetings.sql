-- The meeting dashboard is kept under the office's number (0054). It counts the office's meetings
-- and those it is invited to, and names the meetings of the decisions it must carry out: a change
-- to a meeting marks its office, the offices invited to it and the offices responsible for its
-- decisions; invitations and decisions mark their offices.
CREATE FUNCTION office_work_mark_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO office_work_marks (transaction_id, office_id)
      SELECT DISTINCT txid_current(), office_id FROM (
        SELECT n.office_id FROM new_rows n
        UNION SELECT i.office_id FROM new_rows n JOIN meeting_invitees i ON i.meeting_id = n.id
        UNION SELECT d.responsible_office_id FROM new_rows n JOIN meeting_decisions d ON d.meeting_id = n.id
      ) named WHERE office_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO office_work_marks (transaction_id, office_id)
      SELECT DISTINCT txid_current(), office_id FROM (
        SELECT o.office_id FROM old_rows o
        UNION SELECT i.office_id FROM old_rows o JOIN meeting_invitees i ON i.meeting_id = o.id
        UNION SELECT d.responsible_office_id FROM old_rows o JOIN meeting_decisions d ON d.meeting_id = o.id
      ) named WHERE office_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_meetings();--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "meetings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_meetings();--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "meetings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_meetings();--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "meeting_invitees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "meeting_invitees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "meeting_invitees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "meeting_decisions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'responsible_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "meeting_decisions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'responsible_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "meeting_decisions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'responsible_office_id');
