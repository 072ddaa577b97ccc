CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize(known_as_bangla, NFC) || chr(10) || known_as)) STORED;--> statement-breakpoint
CREATE INDEX "offices_search_trgm_idx" ON "offices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);