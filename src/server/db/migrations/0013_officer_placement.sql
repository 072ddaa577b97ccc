DROP INDEX "user_roles_user_idx";--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "release_order_no" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role_id" integer;--> statement-breakpoint
CREATE INDEX "profiles_office_newest_idx" ON "profiles" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "profiles_office_name_idx" ON "profiles" USING btree ("office_id","known_as_bangla","id");--> statement-breakpoint
CREATE INDEX "profiles_name_idx" ON "profiles" USING btree ("known_as_bangla","id");--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id","joined_on");