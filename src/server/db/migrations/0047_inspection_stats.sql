CREATE TABLE "inspection_day_stats" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "inspection_day_stats_kind_status_day_pk" PRIMARY KEY("kind","status","day")
);
--> statement-breakpoint
CREATE TABLE "inspection_open_recommendations" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"open" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inspection_open_recommendations_rank_idx" ON "inspection_open_recommendations" USING btree ("open" DESC NULLS LAST,"office_id") WHERE "inspection_open_recommendations"."open" > 0;--> statement-breakpoint
-- Kept by statement triggers on the rows each statement changed (its transition tables): one upsert
-- per status and day a statement touches, taken in key order so two writers lock the figures alike.
-- TG_ARGV: the kind counted and the column holding its day.
CREATE FUNCTION inspection_day_stats_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, %2$I AS day, 1 AS change FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT status, %2$I AS day, -1 AS change FROM old_rows'
    ELSE 'SELECT status, %2$I AS day, 1 AS change FROM new_rows
          UNION ALL SELECT status, %2$I, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO inspection_day_stats AS s (kind, status, day, count)
     SELECT %1$L, status, day, sum(change) FROM (' || changed || ') c
     GROUP BY status, day HAVING sum(change) <> 0 ORDER BY status, day
     ON CONFLICT (kind, status, day) DO UPDATE SET count = s.count + excluded.count',
    TG_ARGV[0], TG_ARGV[1]);
  IF TG_ARGV[0] = 'recommendation' THEN
    EXECUTE
      'INSERT INTO inspection_open_recommendations AS s (office_id, open)
       SELECT responsible_office_id, sum(change) FROM ('
      || CASE TG_OP
           WHEN 'INSERT' THEN 'SELECT responsible_office_id, status, 1 AS change FROM new_rows'
           WHEN 'DELETE' THEN 'SELECT responsible_office_id, status, -1 AS change FROM old_rows'
           ELSE 'SELECT responsible_office_id, status, 1 AS change FROM new_rows
                 UNION ALL SELECT responsible_office_id, status, -1 FROM old_rows'
         END
      || ') c WHERE status <> ''closed''
       GROUP BY responsible_office_id HAVING sum(change) <> 0 ORDER BY responsible_office_id
       ON CONFLICT (office_id) DO UPDATE SET open = s.open + excluded.open';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inspection_plans_stats_insert AFTER INSERT ON inspection_plans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('plan', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspection_plans_stats_update AFTER UPDATE ON inspection_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('plan', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspection_plans_stats_delete AFTER DELETE ON inspection_plans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('plan', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspections_stats_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('inspection', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspections_stats_update AFTER UPDATE ON inspections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('inspection', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspections_stats_delete AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('inspection', 'visit_date');--> statement-breakpoint
CREATE TRIGGER inspection_recommendations_stats_insert AFTER INSERT ON inspection_recommendations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('recommendation', 'deadline');--> statement-breakpoint
CREATE TRIGGER inspection_recommendations_stats_update AFTER UPDATE ON inspection_recommendations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('recommendation', 'deadline');--> statement-breakpoint
CREATE TRIGGER inspection_recommendations_stats_delete AFTER DELETE ON inspection_recommendations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_day_stats_write('recommendation', 'deadline');--> statement-breakpoint
-- The rows already there.
INSERT INTO inspection_day_stats (kind, status, day, count)
SELECT 'plan', status, visit_date, count(*)::int FROM inspection_plans GROUP BY 2, 3
UNION ALL SELECT 'inspection', status, visit_date, count(*)::int FROM inspections GROUP BY 2, 3
UNION ALL SELECT 'recommendation', status, deadline, count(*)::int FROM inspection_recommendations GROUP BY 2, 3;--> statement-breakpoint
INSERT INTO inspection_open_recommendations (office_id, open)
SELECT responsible_office_id, count(*)::int FROM inspection_recommendations WHERE status <> 'closed' GROUP BY 1;
