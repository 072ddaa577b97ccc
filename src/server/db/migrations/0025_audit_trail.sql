DROP INDEX "audit_log_user_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "office_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_office_idx" ON "audit_log" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_brin" ON "audit_log" USING brin ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id");