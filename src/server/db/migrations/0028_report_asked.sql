DROP INDEX "report_responses_summary_idx";--> statement-breakpoint
ALTER TABLE "report_responses" ADD COLUMN "asked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "report_responses_summary_idx" ON "report_responses" USING btree ("report_id","fiscal_year","period_no","status","late","office_id") WHERE "report_responses"."asked";