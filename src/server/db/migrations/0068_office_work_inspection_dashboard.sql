-- The inspection dashboard of an office counts the plans, inspections and recommendations of its
-- subtree (the offices under it, eight levels down), and an app admin's those of every office: kept
-- under the office's number, and under -3 (EVERY_OFFICE_INSPECTIONS), a number no office has
-- (0054; platform/read-cache.ts). A plan, an inspection or a recommendation marks its office and
-- every office above it, eight levels up; a plan also the office of the desk it waits at (the
-- dashboard counts the plans waiting at the caller's desk); each marks -3.
CREATE FUNCTION office_work_with_ancestors(offices_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'WITH RECURSIVE up(office_id, depth) AS (SELECT office_id, 0 FROM (' || offices_query || ') q'
    ' UNION SELECT coalesce(o.controlling_office_id, o.parent_office_id), up.depth + 1 FROM offices o'
    ' JOIN up ON o.id = up.office_id'
    ' WHERE up.depth < 8 AND coalesce(o.controlling_office_id, o.parent_office_id) IS NOT NULL)'
    ' SELECT office_id FROM up UNION SELECT -3';
$$;--> statement-breakpoint
-- After each statement: the offices the query (TG_ARGV[0], with %1$I for the changed rows) gives,
-- with the offices above them.
CREATE FUNCTION office_work_mark_with_ancestors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY office_work_sources(TG_OP) LOOP
    EXECUTE office_work_marking(office_work_with_ancestors(format(TG_ARGV[0], source)));
  END LOOP;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- office_work_watch under other trigger names, for a table that is watched already.
CREATE FUNCTION office_work_watch_named(table_name text, trigger_name text, mark text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I'
    ' REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
    trigger_name || '_insert', table_name, mark);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I'
    ' REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
    trigger_name || '_update', table_name, mark);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I'
    ' REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
    trigger_name || '_delete', table_name, mark);
END;
$$;--> statement-breakpoint
SELECT office_work_watch_named('inspection_plans', 'office_work_mark_dashboard', 'office_work_mark_with_ancestors('
  '''SELECT office_id FROM %1$I UNION SELECT d.office_id FROM %1$I p JOIN desks d ON d.id = p.approver_desk_id'')');--> statement-breakpoint
SELECT office_work_watch_named('inspections', 'office_work_mark_dashboard',
  'office_work_mark_with_ancestors(''SELECT office_id FROM %1$I'')');--> statement-breakpoint
SELECT office_work_watch_named('inspection_recommendations', 'office_work_mark_dashboard',
  'office_work_mark_with_ancestors(''SELECT responsible_office_id AS office_id FROM %1$I'')');
