-- A person's inbox, sent items and unread count are kept under the number of the office of their
-- own desk (0054). A copy of a message is read by its user, or by whoever holds its desk now or
-- acts on it under a charge; its sender sees whether it was read. So a change to a copy marks the
-- offices of every post held by each of them.
CREATE FUNCTION office_work_mark_mail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('WITH readers AS ('
      ' SELECT changed.user_id FROM %1$I changed WHERE changed.user_id IS NOT NULL'
      ' UNION SELECT holder.user_id FROM %1$I changed'
      ' JOIN user_roles holder ON holder.desk_id = changed.desk_id AND holder.released_on IS NULL'
      ' UNION SELECT c.acting_user_id FROM %1$I changed'
      ' JOIN desk_charges c ON c.desk_id = changed.desk_id AND c.status = ''active'''
      ' UNION SELECT m.sender_user_id FROM %1$I changed JOIN messages m ON m.id = changed.message_id)'
      ' SELECT d.office_id FROM readers'
      ' JOIN user_roles h ON h.user_id = readers.user_id AND h.released_on IS NULL'
      ' JOIN desks d ON d.id = h.desk_id', source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('message_recipients', 'office_work_mark_mail()');--> statement-breakpoint
-- The same for rows of a person named by another column than user_id (the argument): the offices
-- of the posts they hold now.
CREATE FUNCTION office_work_mark_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT d.office_id FROM %I changed'
      ' JOIN user_roles h ON h.user_id = changed.%I AND h.released_on IS NULL'
      ' JOIN desks d ON d.id = h.desk_id', source, TG_ARGV[0]));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The support queue spans every office (office 0, 0055); a requester's own tickets are kept under
-- the office of their desk.
CREATE TRIGGER office_work_mark_everywhere AFTER INSERT OR UPDATE OR DELETE ON "support_tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_everywhere();--> statement-breakpoint
SELECT office_work_watch('support_tickets', 'office_work_mark_person(''requester_user_id'')');
