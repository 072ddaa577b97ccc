-- The store's queue and dashboard are kept under the office's number (0054): its store officer, products,
-- stock ledger, adjustments and fixed assets mark the office too (its requisitions already do).
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_officers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_officers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_officers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_ledger" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_ledger" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_adjustments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_adjustments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_adjustments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_insert AFTER INSERT ON "store_fixed_assets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_update AFTER UPDATE ON "store_fixed_assets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');--> statement-breakpoint
CREATE TRIGGER office_work_mark_delete AFTER DELETE ON "store_fixed_assets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_work_mark('office_id');
