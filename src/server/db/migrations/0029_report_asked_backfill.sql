-- Responses of offices no longer asked to send their report leave the yearly summary's counts.
UPDATE "report_responses" r SET "asked" = false
WHERE NOT EXISTS (
  SELECT 1 FROM "report_assignments" a WHERE a."report_id" = r."report_id" AND a."office_id" = r."office_id"
);
