-- The work generation of each office (0053; platform/read-cache.ts): a transaction that changes an
-- office's desk requests, the leave waiting at its desks, its store requisitions or its people's
-- skills and research marks the office, and its commit raises the office's number, so a kept
-- answer about that office is not used again while answers about other offices stay.

-- Once per changing transaction: the row whose deferred trigger raises the marked offices at commit.
CREATE FUNCTION office_work_raise_at_commit() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('karjaloy.office_work_marked', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('karjaloy.office_work_marked', txid_current()::text, true);
    INSERT INTO office_work_raises (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
END;
$$;--> statement-breakpoint
-- After each statement: the offices named by the changed rows' columns given as arguments (their
-- values before and after), read from the statement's transition tables.
CREATE FUNCTION office_work_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  office_column text;
BEGIN
  FOREACH office_column IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'DELETE' THEN
      EXECUTE format(
        'INSERT INTO office_work_marks (transaction_id, office_id) SELECT DISTINCT txid_current(), %1$I'
        ' FROM new_rows WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING', office_column);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format(
        'INSERT INTO office_work_marks (transaction_id, office_id) SELECT DISTINCT txid_current(), %1$I'
        ' FROM old_rows WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING', office_column);
    END IF;
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same for rows of a person (user_id): the offices of the posts the person holds now.
CREATE FUNCTION office_work_mark_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO office_work_marks (transaction_id, office_id)
      SELECT DISTINCT txid_current(), d.office_id
      FROM new_rows n
      JOIN user_roles h ON h.user_id = n.user_id AND h.released_on IS NULL
      JOIN desks d ON d.id = h.desk_id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO office_work_marks (transaction_id, office_id)
      SELECT DISTINCT txid_current(), d.office_id
      FROM old_rows o
      JOIN user_roles h ON h.user_id = o.user_id AND h.released_on IS NULL
      JOIN desks d ON d.id = h.desk_id
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
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
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "desk_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "desk_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "desk_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "leave_applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'current_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "leave_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'current_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "leave_applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'current_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_requisitions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_requisitions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_requisitions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "profile_skills" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "profile_skills" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "profile_skills" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "profile_researches" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "profile_researches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "profile_researches" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_people();--> statement-breakpoint
-- The dashboard names the skill areas: a catalogue, so a change raises the structure generation.
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "skill_areas"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
