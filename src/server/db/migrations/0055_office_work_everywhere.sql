-- Lists that span every office (the app admins' request queue) are kept under the number of
-- office 0, which no office has: any change to their table marks it (platform/read-cache.ts).
CREATE FUNCTION office_work_mark_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_work_marks (transaction_id, office_id) VALUES (txid_current(), 0) ON CONFLICT DO NOTHING;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER office_work_mark_everywhere AFTER INSERT OR UPDATE OR DELETE ON "desk_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_everywhere();
