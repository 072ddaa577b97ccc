-- More answers about one office's work kept under its number (0054): the transfer applications an
-- office decides (its own and those of the offices it controls; every office's for the super
-- admin), and the asset statements waiting at a desk (the office of the receiving desk).

-- The offices of the desks named by the changed rows' columns given as arguments.
CREATE FUNCTION office_work_mark_desks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  desk_column text;
BEGIN
  FOREACH desk_column IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'DELETE' THEN
      EXECUTE format(
        'INSERT INTO office_work_marks (transaction_id, office_id) SELECT DISTINCT txid_current(), d.office_id'
        ' FROM new_rows n JOIN desks d ON d.id = n.%I ON CONFLICT DO NOTHING', desk_column);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format(
        'INSERT INTO office_work_marks (transaction_id, office_id) SELECT DISTINCT txid_current(), d.office_id'
        ' FROM old_rows o JOIN desks d ON d.id = o.%I ON CONFLICT DO NOTHING', desk_column);
    END IF;
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "transfer_applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'controlling_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "transfer_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'controlling_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "transfer_applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id', 'controlling_office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_everywhere AFTER INSERT OR UPDATE OR DELETE ON "transfer_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_everywhere();--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "asset_statements" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_desks('receiver_desk_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "asset_statements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_desks('receiver_desk_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "asset_statements" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_desks('receiver_desk_id');
