-- More answers about one office's work kept under its number (0054): the transfer applications an
-- office decides (its own and those of the offices it controls; every office's for the super
-- admin), and the asset statements waiting at a desk (the office of the receiving desk).

-- The offices of the desks named by the changed rows' columns given as arguments.
CREATE FUNCTION office_work_mark_desks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  desk_column text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    FOREACH desk_column IN ARRAY TG_ARGV LOOP
      EXECUTE office_work_marking(
        format('SELECT d.office_id FROM %I changed JOIN desks d ON d.id = changed.%I', source, desk_column));
    END LOOP;
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch('transfer_applications', 'office_work_mark(''office_id'', ''controlling_office_id'')');--> statement-breakpoint
CREATE TRIGGER office_work_mark_everywhere AFTER INSERT OR UPDATE OR DELETE ON "transfer_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_everywhere();--> statement-breakpoint
SELECT office_work_watch('asset_statements', 'office_work_mark_desks(''receiver_desk_id'')');
