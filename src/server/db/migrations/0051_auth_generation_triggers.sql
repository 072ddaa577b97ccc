-- The generation of everything a signed-in request's access is read from (auth/auth-cache.ts):
-- one number, raised once by every transaction that changes a session, an account, a profile, a
-- holding, a desk, a designation, an office, a section, a charge, an exam permission, an access role
-- or the fixed data. A server keeps the access it resolved for a token while the generation stays,
-- so a request reads one number instead of resolving the token again; every server sees a change
-- on its next request, as the number changes in the same commit as the change.
INSERT INTO "auth_generation" ("id", "value") VALUES (1, 0);--> statement-breakpoint
-- After each statement: the first one of a transaction leaves a mark (no lock on the generation yet).
CREATE FUNCTION auth_generation_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('karjaloy.auth_marked', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('karjaloy.auth_marked', txid_current()::text, true);
    INSERT INTO auth_generation_marks (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- At commit: raise the number. Taken last, when the transaction holds every other lock it will hold,
-- so two transactions cannot each wait for the other here.
CREATE FUNCTION auth_generation_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_generation SET value = value + 1 WHERE id = 1;
  DELETE FROM auth_generation_marks WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_generation_raise AFTER INSERT ON "auth_generation_marks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_generation_raise();--> statement-breakpoint
-- A new session is no cached one, and deleting expired ones changes nothing cached: sessions mark
-- on UPDATE only (revocation, the active desk).
CREATE TRIGGER auth_generation_mark AFTER UPDATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "desks"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "offices"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "desk_charges"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "exam_desk_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "access_role_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "access_role_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();--> statement-breakpoint
CREATE TRIGGER auth_generation_mark AFTER INSERT OR UPDATE OR DELETE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_generation_mark();
