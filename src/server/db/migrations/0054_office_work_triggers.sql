-- The work generation of each office (0053; platform/read-cache.ts): a transaction that changes an
-- office's desk requests, its leave, its store requisitions or its people's skills and research
-- marks the office, and its commit raises the office's number, so a kept answer about that office
-- is not used again while answers about other offices stay.

-- Once per changing transaction: the row whose deferred trigger raises the marked offices at commit.
CREATE FUNCTION office_work_raise_at_commit() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('karjaloy.office_work_marked', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('karjaloy.office_work_marked', txid_current()::text, true);
    INSERT INTO office_work_raises (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
END;
$$;--> statement-breakpoint
-- The transition tables of a statement: the rows after it, before it, or both.
CREATE FUNCTION office_work_sources(operation text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows']
    ELSE ARRAY['new_rows', 'old_rows'] END;
$$;--> statement-breakpoint
-- The statement that marks the offices a query gives (a column `office_id`). Trigger functions run
-- it themselves: only they see their statement's transition tables.
CREATE FUNCTION office_work_marking(offices_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'INSERT INTO office_work_marks (transaction_id, office_id) SELECT DISTINCT txid_current(), office_id'
    ' FROM (' || offices_query || ') marked WHERE office_id IS NOT NULL ON CONFLICT DO NOTHING';
$$;--> statement-breakpoint
-- After each statement: the offices named by the changed rows' columns given as arguments (their
-- values before and after).
CREATE FUNCTION office_work_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  office_column text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    FOREACH office_column IN ARRAY TG_ARGV LOOP
      EXECUTE office_work_marking(format('SELECT %I AS office_id FROM %I', office_column, source));
    END LOOP;
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same for rows of a person (user_id): the offices of the posts the person holds now.
CREATE FUNCTION office_work_mark_people() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(format('SELECT d.office_id FROM %I changed'
      ' JOIN user_roles h ON h.user_id = changed.user_id AND h.released_on IS NULL'
      ' JOIN desks d ON d.id = h.desk_id', source));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Watches a table: after every insert, update and delete statement, `mark` (a trigger function
-- call) marks the offices of the changed rows.
CREATE FUNCTION office_work_watch(table_name text, mark text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER office_work_mark_insert AFTER INSERT ON %I'
    ' REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', table_name, mark);
  EXECUTE format('CREATE TRIGGER office_work_mark_update AFTER UPDATE ON %I'
    ' REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
    table_name, mark);
  EXECUTE format('CREATE TRIGGER office_work_mark_delete AFTER DELETE ON %I'
    ' REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', table_name, mark);
END;
$$;--> statement-breakpoint
-- Raises the numbers of a transaction's marked offices, in office order, so two transactions
-- raising the same offices take their locks in the same order.
CREATE FUNCTION office_generations_raise(transaction bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_generations (office_id, value)
    SELECT office_id, 1 FROM office_work_marks WHERE transaction_id = transaction ORDER BY office_id
    ON CONFLICT (office_id) DO UPDATE SET value = office_generations.value + 1;
  DELETE FROM office_work_marks WHERE transaction_id = transaction;
END;
$$;--> statement-breakpoint
CREATE FUNCTION office_work_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM office_generations_raise(NEW.transaction_id);
  DELETE FROM office_work_raises WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER office_work_raise AFTER INSERT ON "office_work_raises"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION office_work_raise();--> statement-breakpoint
-- The structure generation's raise takes the offices' numbers first and its one number last:
-- whichever of the two deferred triggers fires first, every transaction locks in that order.
CREATE OR REPLACE FUNCTION auth_generation_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM office_generations_raise(NEW.transaction_id);
  UPDATE auth_generation SET value = value + 1 WHERE id = 1;
  DELETE FROM auth_generation_marks WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('desk_requests', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('leave_applications', 'office_work_mark(''office_id'', ''current_office_id'')');--> statement-breakpoint
SELECT office_work_watch('store_requisitions', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('profile_skills', 'office_work_mark_people()');--> statement-breakpoint
SELECT office_work_watch('profile_researches', 'office_work_mark_people()');--> statement-breakpoint
-- The dashboard names the skill areas: a catalogue, so a change raises the structure generation.
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "skill_areas"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
