-- Who has filed an asset statement is kept under the office it is counted in (0054;
-- platform/read-cache.ts): an office's figures and its officers' filings under the office, the
-- compliance report of an office and the offices it controls under that office, and the app
-- admins' report of every office under -6 (EVERY_OFFICE_ASSETS), a number no office has. A
-- statement inserted or removed, or its state or time of submission changed, marks the offices of
-- the posts its officer holds now, the offices controlling those, and -6; a draft's contents
-- change nothing these count. The deadlines, a national setting changed about once a year, raise
-- the structure generation instead.
CREATE FUNCTION office_work_mark_filings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filers text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id FROM old_rows'
    ELSE 'SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id'
      ' WHERE (o.status, o.submitted_at) IS DISTINCT FROM (n.status, n.submitted_at)'
  END;
BEGIN
  EXECUTE office_work_marking('WITH posts AS (SELECT d.office_id FROM user_roles h'
    ' JOIN desks d ON d.id = h.desk_id WHERE h.released_on IS NULL AND h.user_id IN (' || filers || '))'
    ' SELECT office_id FROM posts'
    ' UNION SELECT o.controlling_office_id FROM posts JOIN offices o ON o.id = posts.office_id'
    ' UNION SELECT -6 WHERE EXISTS (' || filers || ')');
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
SELECT office_work_watch_named('asset_statements', 'office_work_mark_filings', 'office_work_mark_filings()');--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "asset_deadlines"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
