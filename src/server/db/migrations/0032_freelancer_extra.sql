-- The freelancer dashboard's figures (freelancer_stats, freelancer_marketplace_stats), kept by
-- triggers as freelancers and their marketplace entries change.
CREATE FUNCTION freelancer_stats_add(f freelancers, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO freelancer_stats AS s (district_id, category_id, joining_year, status, freelancers, earnings)
  VALUES (f.district_id, coalesce(f.category_id, 0), coalesce(extract(year FROM f.first_joining_date)::int, 0),
          f.status, sign, sign * coalesce(f.lifetime_earnings, 0))
  ON CONFLICT (district_id, category_id, joining_year, status) DO UPDATE
    SET freelancers = s.freelancers + excluded.freelancers, earnings = s.earnings + excluded.earnings;
END $$;--> statement-breakpoint
CREATE FUNCTION freelancer_marketplace_stats_add(district integer, marketplace integer, entries integer, amount numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO freelancer_marketplace_stats AS s (district_id, marketplace_id, entries, earnings)
  VALUES (district, marketplace, entries, coalesce(amount, 0))
  ON CONFLICT (district_id, marketplace_id) DO UPDATE
    SET entries = s.entries + excluded.entries, earnings = s.earnings + excluded.earnings;
END $$;--> statement-breakpoint
-- Before a freelancer goes, its entries are taken off (the cascade deletes them after the row).
CREATE FUNCTION freelancers_stats_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM freelancer_stats_add(OLD, -1);
  PERFORM freelancer_marketplace_stats_add(OLD.district_id, e.marketplace_id, -count(*)::int, -sum(e.earnings))
    FROM freelancer_marketplace_entries e WHERE e.freelancer_id = OLD.id GROUP BY e.marketplace_id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION freelancers_stats_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM freelancer_stats_add(OLD, -1);
    IF OLD.district_id <> NEW.district_id THEN
      PERFORM freelancer_marketplace_stats_add(OLD.district_id, e.marketplace_id, -count(*)::int, -sum(e.earnings))
        FROM freelancer_marketplace_entries e WHERE e.freelancer_id = NEW.id GROUP BY e.marketplace_id;
      PERFORM freelancer_marketplace_stats_add(NEW.district_id, e.marketplace_id, count(*)::int, sum(e.earnings))
        FROM freelancer_marketplace_entries e WHERE e.freelancer_id = NEW.id GROUP BY e.marketplace_id;
    END IF;
  END IF;
  PERFORM freelancer_stats_add(NEW, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER freelancers_stats_delete BEFORE DELETE ON freelancers
  FOR EACH ROW EXECUTE FUNCTION freelancers_stats_before_delete();--> statement-breakpoint
CREATE TRIGGER freelancers_stats_write AFTER INSERT OR UPDATE ON freelancers
  FOR EACH ROW EXECUTE FUNCTION freelancers_stats_after_write();--> statement-breakpoint
-- An entry counts in its freelancer's district; an entry whose freelancer is being deleted was
-- taken off already.
CREATE FUNCTION freelancer_entries_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  district integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT district_id INTO district FROM freelancers WHERE id = OLD.freelancer_id;
    IF FOUND THEN
      PERFORM freelancer_marketplace_stats_add(district, OLD.marketplace_id, -1, -coalesce(OLD.earnings, 0));
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT district_id INTO district FROM freelancers WHERE id = NEW.freelancer_id;
    PERFORM freelancer_marketplace_stats_add(district, NEW.marketplace_id, 1, coalesce(NEW.earnings, 0));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER freelancer_entries_stats AFTER INSERT OR UPDATE OR DELETE ON freelancer_marketplace_entries
  FOR EACH ROW EXECUTE FUNCTION freelancer_entries_stats();--> statement-breakpoint
-- Counts everything again from the tables: for bulk loads made with the triggers off.
CREATE FUNCTION freelancer_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM freelancer_stats;
  DELETE FROM freelancer_marketplace_stats;
  INSERT INTO freelancer_stats (district_id, category_id, joining_year, status, freelancers, earnings)
    SELECT district_id, coalesce(category_id, 0), coalesce(extract(year FROM first_joining_date)::int, 0), status,
           count(*), coalesce(sum(lifetime_earnings), 0)
    FROM freelancers GROUP BY 1, 2, 3, 4;
  INSERT INTO freelancer_marketplace_stats (district_id, marketplace_id, entries, earnings)
    SELECT f.district_id, e.marketplace_id, count(*), coalesce(sum(e.earnings), 0)
    FROM freelancer_marketplace_entries e JOIN freelancers f ON f.id = e.freelancer_id GROUP BY 1, 2;
END $$;
