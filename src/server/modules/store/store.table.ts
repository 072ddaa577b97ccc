/**
 * Store and inventory (স্টোর): one store per office. Products carry their stock, which only the
 * ledger's writes change, in the same statement that checks it (`stock >= 0` is also a check
 * constraint); every ledger row keeps the balance after it, so the inventory is the ledger's sum.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AdjustmentReason,
  AssetCondition,
  LedgerKind,
  RequisitionStatus,
  Unit,
} from '../../../common/contracts/store.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

/** The desk an office admin names as the office's store officer. */
export const storeOfficers = pgTable('store_officers', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id),
  deskId: integer('desk_id')
    .notNull()
    .references(() => desks.id),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storeCategories = pgTable(
  'store_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('store_categories_name_unique').on(table.officeId, table.nameBn)],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    unit: text('unit').$type<Unit>().notNull(),
    reorderLevel: integer('reorder_level').notNull().default(0),
    /** The ledger's balance; changed only with a ledger row, checked in the same statement. */
    stock: integer('stock').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || name_en, NFC))`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('store_products_stock_check', sql`${table.stock} >= 0`),
    uniqueIndex('store_products_name_unique').on(table.officeId, table.nameBn),
    index('store_products_category_idx').on(table.officeId, table.categoryId, table.nameBn),
    index('store_products_stock_idx').on(table.officeId, table.stock, table.id),
    index('store_products_updated_idx').on(table.officeId, table.updatedAt, table.id),
    index('store_products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Goods received notes: goods in from a supplier against a memo. */
export const storeReceipts = pgTable(
  'store_receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    supplier: text('supplier').notNull(),
    memoNo: text('memo_no').notNull(),
    memoDate: date('memo_date').notNull(),
    receivedOn: date('received_on').notNull(),
    note: text('note'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(supplier || ' ' || memo_no, NFC))`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_receipts_office_idx').on(table.officeId, table.receivedOn, table.id),
    index('store_receipts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const storeReceiptLines = pgTable(
  'store_receipt_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => storeReceipts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [uniqueIndex('store_receipt_lines_unique').on(table.receiptId, table.productId)],
);

/** A desk's requisition: pending → approved → delivered, or rejected, or cancelled by the desk. */
export const storeRequisitions = pgTable(
  'store_requisitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    requesterDeskId: integer('requester_desk_id')
      .notNull()
      .references(() => desks.id),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    status: text('status').$type<RequisitionStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    deliveredBy: integer('delivered_by').references(() => users.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_requisitions_office_idx').on(table.officeId, table.status, table.createdAt, table.id),
    index('store_requisitions_office_time_idx').on(table.officeId, table.createdAt, table.id),
    index('store_requisitions_desk_idx').on(table.requesterDeskId, table.createdAt, table.id),
  ],
);

export const storeRequisitionLines = pgTable(
  'store_requisition_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => storeRequisitions.id),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [uniqueIndex('store_requisition_lines_unique').on(table.requisitionId, table.productId)],
);

/**
 * A correction of one product's stock outside receipts and deliveries (a count that differs, goods
 * damaged, expired, lost or written off), by a memo or order: the signed change its ledger row moved.
 */
export const storeAdjustments = pgTable(
  'store_adjustments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    reason: text('reason').$type<AdjustmentReason>().notNull(),
    quantity: integer('quantity').notNull(),
    memoNo: text('memo_no').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An office's adjustments by time: the dashboard's fiscal-year range.
  // A product's adjustments are read through its ledger (store_ledger_product_idx, then this
  // table's primary key), so they need no index here.
  (table) => [index('store_adjustments_office_time_idx').on(table.officeId, table.createdAt, table.id)],
);

/** Every movement of stock, with the product's balance after it. */
export const storeLedger = pgTable(
  'store_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    quantity: integer('quantity').notNull(),
    balance: integer('balance').notNull(),
    receiptId: integer('receipt_id').references(() => storeReceipts.id),
    requisitionId: integer('requisition_id').references(() => storeRequisitions.id),
    adjustmentId: integer('adjustment_id').references(() => storeAdjustments.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('store_ledger_balance_check', sql`${table.balance} >= 0`),
    index('store_ledger_product_idx').on(table.productId, table.id),
    index('store_ledger_office_time_idx').on(table.officeId, table.createdAt),
  ],
);

/** The fixed-asset register: furniture, computers and vehicles by tag number, with their custodian. */
export const storeFixedAssets = pgTable(
  'store_fixed_assets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    tagNo: text('tag_no').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    categoryId: integer('category_id').references(() => storeCategories.id),
    custodianDeskId: integer('custodian_desk_id').references(() => desks.id),
    condition: text('condition').$type<AssetCondition>().notNull(),
    acquiredOn: date('acquired_on'),
    value: numeric('value', { precision: 14, scale: 2 }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(tag_no || ' ' || name_bn || ' ' || name_en, NFC))`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_fixed_assets_tag_unique').on(table.officeId, table.tagNo),
    index('store_fixed_assets_condition_idx').on(table.officeId, table.condition, table.tagNo),
    index('store_fixed_assets_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
