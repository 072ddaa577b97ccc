ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "home_office_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "attached_office_id" integer;--> statement-breakpoint
CREATE INDEX "profiles_home_office_idx" ON "profiles" USING btree ("home_office_id");--> statement-breakpoint
CREATE INDEX "profiles_attached_office_idx" ON "profiles" USING btree ("attached_office_id");