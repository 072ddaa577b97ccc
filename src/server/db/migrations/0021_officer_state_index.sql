DROP INDEX "profiles_office_newest_idx";--> statement-breakpoint
CREATE INDEX "profiles_office_state_idx" ON "profiles" USING btree ("office_id","id","role_id");