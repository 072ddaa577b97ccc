-- Training is kept under one work number of its own, -1, which no office has (0054;
-- platform/read-cache.ts, EVERY_OFFICE_TRAINING): the app admins' lists span every office's
-- batches and the others' the training admins' batches besides their own office's, so any change
-- to a training record marks it, once per statement.
CREATE FUNCTION office_work_mark_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_work_marks (transaction_id, office_id) VALUES (txid_current(), TG_ARGV[0]::integer)
    ON CONFLICT DO NOTHING;
  PERFORM office_work_raise_at_commit();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_titles"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "trainers"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_batch_trainers"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_quotas"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_students"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_trainees"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_trainee_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_attendance"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');--> statement-breakpoint
CREATE TRIGGER office_work_mark_training AFTER INSERT OR UPDATE OR DELETE ON "training_feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark_number('-1');
