ALTER TABLE "otps" ADD COLUMN "request_ip" text;--> statement-breakpoint
CREATE INDEX "otps_request_ip_idx" ON "otps" USING btree ("request_ip","created_at");