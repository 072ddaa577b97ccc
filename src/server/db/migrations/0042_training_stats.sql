CREATE TABLE "training_trainee_stats" (
	"kind" text NOT NULL,
	"provider_org_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"gender" text NOT NULL,
	"trainees" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "training_trainee_stats_kind_provider_org_id_title_id_year_gender_pk" PRIMARY KEY("kind","provider_org_id","title_id","year","gender")
);
--> statement-breakpoint
-- Kept by triggers as trainees are added, completed, changed and removed.
CREATE FUNCTION training_trainee_stats_add(t training_trainees, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO training_trainee_stats AS s (kind, provider_org_id, title_id, year, gender, trainees, completed)
  VALUES (t.kind, t.provider_org_id, t.title_id, t.year, coalesce(t.gender, 'other'), sign,
          CASE WHEN t.status = 'completed' THEN sign ELSE 0 END)
  ON CONFLICT (kind, provider_org_id, title_id, year, gender) DO UPDATE
    SET trainees = s.trainees + excluded.trainees, completed = s.completed + excluded.completed;
END $$;--> statement-breakpoint
CREATE FUNCTION training_trainees_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM training_trainee_stats_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM training_trainee_stats_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the columns the figures read: attendance and certificates change nothing here.
CREATE TRIGGER training_trainees_stats_write AFTER INSERT OR DELETE OR UPDATE OF kind, provider_org_id, title_id, year, gender, status
  ON training_trainees FOR EACH ROW EXECUTE FUNCTION training_trainees_stats();--> statement-breakpoint
-- The trainees already there.
INSERT INTO training_trainee_stats (kind, provider_org_id, title_id, year, gender, trainees, completed)
SELECT kind, provider_org_id, title_id, year, coalesce(gender, 'other'), count(*)::int,
       (count(*) FILTER (WHERE status = 'completed'))::int
FROM training_trainees GROUP BY 1, 2, 3, 4, 5;
