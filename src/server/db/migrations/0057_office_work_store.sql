-- The store's queue and dashboard are kept under the office's number (0054): its store officer, products,
-- stock ledger, adjustments and fixed assets mark the office too (its requisitions already do).
SELECT office_work_watch('store_officers', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('store_products', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('store_ledger', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('store_adjustments', 'office_work_mark(''office_id'')');--> statement-breakpoint
SELECT office_work_watch('store_fixed_assets', 'office_work_mark(''office_id'')');
