-- profiles.office_id and role_id say where an officer works now: the office and designation of the
-- first desk held (postings before additional charges), or the home office while non-posted.
-- Statement-level triggers with transition tables keep them in step with user_roles, so a bulk
-- insert of a million postings is one update, not a million.
CREATE FUNCTION refresh_officer_placement(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE profiles p SET office_id = coalesce(c.office_id, p.home_office_id), role_id = c.role_id
  FROM unnest(user_ids) AS u(user_id)
  LEFT JOIN LATERAL (
    SELECT d.office_id, d.role_id FROM user_roles ur JOIN desks d ON d.id = ur.desk_id
    WHERE ur.user_id = u.user_id AND ur.released_on IS NULL
    ORDER BY ur.is_additional_charge, ur.sort_order, ur.id LIMIT 1
  ) c ON true
  WHERE p.user_id = u.user_id
    AND (p.office_id IS DISTINCT FROM coalesce(c.office_id, p.home_office_id) OR p.role_id IS DISTINCT FROM c.role_id)
$$;--> statement-breakpoint
CREATE FUNCTION user_roles_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_officer_placement(ARRAY(SELECT DISTINCT user_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_roles_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_officer_placement(ARRAY(SELECT DISTINCT user_id FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_officer_placement(ARRAY(SELECT user_id FROM added UNION SELECT user_id FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_roles_placement_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_roles_added();--> statement-breakpoint
CREATE TRIGGER user_roles_placement_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION user_roles_removed();--> statement-breakpoint
CREATE TRIGGER user_roles_placement_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_roles_changed();--> statement-breakpoint
-- A desk moved to another office or designation moves its holder too.
CREATE FUNCTION desks_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_officer_placement(ARRAY(
    SELECT DISTINCT ur.user_id FROM user_roles ur JOIN added a ON a.id = ur.desk_id
    WHERE ur.released_on IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER desks_placement_update AFTER UPDATE ON desks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION desks_moved();--> statement-breakpoint
-- A non-posted officer lives at the home office; a new profile starts there.
CREATE FUNCTION profiles_home_office() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role_id IS NULL THEN
    NEW.office_id := NEW.home_office_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_home_office BEFORE INSERT OR UPDATE OF home_office_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_home_office();--> statement-breakpoint
UPDATE profiles SET office_id = home_office_id;--> statement-breakpoint
SELECT refresh_officer_placement(ARRAY(SELECT DISTINCT user_id FROM user_roles WHERE released_on IS NULL));
