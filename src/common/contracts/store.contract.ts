/**
 * Store and inventory (স্টোর, SPEC.md §2 /store-mgt): each office runs one store. Product categories
 * and products (unit, reorder level), goods received notes that add stock, requisitions by a desk
 * that the store officer approves and delivers from stock, the stock ledger behind the inventory
 * (stock never goes below zero), the fixed-asset register and the store dashboard. Messages are keys
 * of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  hasSomethingToChange,
  idSchema,
  intSchema,
  NOTHING_TO_CHANGE,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  ASSET_CONDITIONS,
  type AssetCondition,
  LEDGER_KINDS,
  type LedgerKind,
  OUTGOING_REASONS,
  PRODUCT_SORTS,
  REQUISITION_DECISIONS,
  REQUISITION_SCOPES,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  STOCK_FILTERS,
  UNITS,
  type Unit,
} from './store.paths';

/** The paths and fixed lists, apart so that a list that calls them carries no validator. */
export * from './store.paths';

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/**
 * An optional field on edit: left out, it stays as it was; sent empty ('' or null, as a cleared
 * input or select sends it), it is cleared to null.
 */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
/** The largest quantity one line moves: a store counts pieces, reams and boxes, not grains. */
export const MAX_QUANTITY = 1_000_000;
const quantitySchema = intSchema(1, MAX_QUANTITY, 'validation.store.quantityInvalid');
export const MAX_LINES = 50;

export const idParamSchema = z.object({ id: idSchema() });

/* Store officer ------------------------------------------------------------------------------- */

/** The desk the office admin names as the office's store officer (none: the office admin acts). */
export const officerInputSchema = z.object({ deskId: idSchema('validation.store.deskRequired') });
export type OfficerInput = z.input<typeof officerInputSchema>;
export interface StoreOfficer {
  officeId: number;
  deskId: number | null;
  deskNameBn: string | null;
  deskNameEn: string | null;
  holderBn: string | null;
  holderEn: string | null;
  /** Whether the caller acts as the store officer of this office. */
  isStoreOfficer: boolean;
}
export interface DeskOption {
  id: number;
  nameBn: string;
  nameEn: string;
  holderBn: string | null;
  holderEn: string | null;
}

/* Categories and products --------------------------------------------------------------------- */

export const categoryInputSchema = z.object({
  nameBn: textSchema(150, 'validation.store.nameRequired').transform(nfc),
  nameEn: optional(textSchema(150)),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;
export interface StoreCategory {
  id: number;
  nameBn: string;
  nameEn: string;
  products: number;
}

export const productInputSchema = z.object({
  categoryId: idSchema('validation.store.categoryRequired'),
  nameBn: textSchema(200, 'validation.store.nameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  unit: z.enum(UNITS, { message: 'validation.store.unitRequired' }),
  reorderLevel: intSchema(0, MAX_QUANTITY),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;
export const productUpdateSchema = productInputSchema
  .extend({ nameEn: clearable(textSchema(200)) })
  .partial()
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductChanges = z.output<typeof productUpdateSchema>;

export const productFilterSchema = z.object({
  search: optional(textSchema(100)),
  categoryId: optional(idSchema()),
  stock: optional(z.enum(STOCK_FILTERS, { message: 'validation.invalid' })),
  sort: optional(z.enum(PRODUCT_SORTS, { message: 'validation.invalid' })),
  /** App admins may read another office's store; others always read their own. */
  officeId: optional(idSchema()),
});
export const productQuerySchema = productFilterSchema.extend(paging);
export type ProductQuery = z.output<typeof productQuerySchema>;
export type ProductFilter = z.output<typeof productFilterSchema>;

export interface ProductRow {
  id: number;
  categoryId: number;
  categoryBn: string;
  categoryEn: string;
  nameBn: string;
  nameEn: string;
  unit: Unit;
  reorderLevel: number;
  /** The balance of the product's ledger, kept with every ledger row. */
  stock: number;
  updatedAt: string;
}

export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  /** Positive for goods in, negative for goods out. */
  quantity: number;
  balance: number;
  receiptId: number | null;
  requisitionId: number | null;
  /** What an adjustment row records: why, by which memo or order, and a note. */
  adjustment: { id: number; reason: AdjustmentReason; memoNo: string; note: string | null } | null;
  at: string;
}
export const pageQuerySchema = z.object(paging);
export const ledgerQuerySchema = z.object({
  kind: optional(z.enum(LEDGER_KINDS, { message: 'validation.invalid' })),
  ...paging,
});
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

/* Stock adjustments --------------------------------------------------------------------------- */

/**
 * One product's adjustment, as the signed change of its stock (the form turns a counted quantity
 * into the difference from the book stock): a change adds up with receipts and deliveries recorded
 * at the same moment, where a counted quantity written over the stock would undo them.
 */
export const adjustmentInputSchema = z
  .object({
    reason: z.enum(ADJUSTMENT_REASONS, { message: 'validation.store.adjustReasonRequired' }),
    quantity: intSchema(-MAX_QUANTITY, MAX_QUANTITY, 'validation.store.adjustQuantityInvalid').refine(
      (value) => value !== 0,
      'validation.store.adjustQuantityInvalid',
    ),
    memoNo: textSchema(100, 'validation.store.memoRequired'),
    note: optional(textSchema(500).transform(nfc)),
  })
  .refine((value) => !OUTGOING_REASONS.includes(value.reason) || value.quantity < 0, {
    message: 'validation.store.adjustOutOnly',
    path: ['quantity'],
  })
  .refine((value) => value.reason !== 'other' || Boolean(value.note), {
    message: 'validation.store.adjustNoteRequired',
    path: ['note'],
  });
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;
export type AdjustmentValues = z.output<typeof adjustmentInputSchema>;

/* Goods received notes ------------------------------------------------------------------------ */

const lineSchema = z.object({
  productId: idSchema('validation.store.productRequired'),
  quantity: quantitySchema,
});
const linesSchema = z
  .array(lineSchema, { message: 'validation.store.linesRequired' })
  .min(1, 'validation.store.linesRequired')
  .max(MAX_LINES, 'validation.tooLong')
  .refine(
    (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
    'validation.store.duplicateProduct',
  );

export const receiptInputSchema = z.object({
  supplier: textSchema(200, 'validation.store.supplierRequired').transform(nfc),
  memoNo: textSchema(100, 'validation.store.memoRequired'),
  memoDate: dateSchema(),
  receivedOn: dateSchema(),
  note: optional(textSchema(500).transform(nfc)),
  lines: linesSchema,
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptValues = z.output<typeof receiptInputSchema>;
export const receiptQuerySchema = z.object({
  search: optional(textSchema(100)),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  officeId: optional(idSchema()),
  ...paging,
});
export interface ReceiptRow {
  id: number;
  supplier: string;
  memoNo: string;
  memoDate: string;
  receivedOn: string;
  lines: number;
  items: number;
}
export interface LineDetail {
  productId: number;
  nameBn: string;
  nameEn: string;
  unit: Unit;
  quantity: number;
}
export interface ReceiptDetail extends ReceiptRow {
  note: string | null;
  lineItems: LineDetail[];
}

/* Requisitions -------------------------------------------------------------------------------- */

export const requisitionInputSchema = z.object({
  purpose: textSchema(500, 'validation.store.purposeRequired').transform(nfc),
  lines: linesSchema,
});
export type RequisitionInput = z.input<typeof requisitionInputSchema>;
export type RequisitionValues = z.output<typeof requisitionInputSchema>;

export const decisionInputSchema = z
  .object({
    action: z.enum(REQUISITION_DECISIONS, { message: 'validation.invalid' }),
    note: optional(textSchema(500).transform(nfc)),
  })
  .refine((value) => value.action !== 'reject' || Boolean(value.note), {
    message: 'validation.store.reasonRequired',
    path: ['note'],
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;
export type DecisionValues = z.output<typeof decisionInputSchema>;

export const requisitionFilterSchema = z.object({
  scope: optional(z.enum(REQUISITION_SCOPES, { message: 'validation.invalid' })),
  status: optional(z.enum(REQUISITION_STATUSES, { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
  officeId: optional(idSchema()),
});
export const requisitionQuerySchema = requisitionFilterSchema.extend(paging);
export type RequisitionFilter = z.output<typeof requisitionFilterSchema>;
export type RequisitionQuery = z.output<typeof requisitionQuerySchema>;

export interface RequisitionRow {
  id: number;
  status: RequisitionStatus;
  purpose: string;
  requesterBn: string;
  requesterEn: string;
  deskBn: string;
  deskEn: string;
  lines: number;
  createdAt: string;
  decidedAt: string | null;
  deliveredAt: string | null;
}
export interface RequisitionDetail extends RequisitionRow {
  decisionNote: string | null;
  lineItems: (LineDetail & { stock: number })[];
  /** What the caller may do now. */
  canDecide: boolean;
  canDeliver: boolean;
  canCancel: boolean;
}

/* Fixed assets -------------------------------------------------------------------------------- */

/** Taka with at most two decimals, typed in English or Bangla digits. */
const moneySchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  storable(
    z.string({ message: 'validation.store.valueInvalid' }).trim().max(16, 'validation.store.valueInvalid'),
  )
    .transform(toEnglishDigits)
    .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), 'validation.store.valueInvalid'),
);

export const assetInputSchema = z.object({
  tagNo: textSchema(50, 'validation.store.tagRequired'),
  nameBn: textSchema(200, 'validation.store.nameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  categoryId: optional(idSchema()),
  custodianDeskId: optional(idSchema()),
  condition: z.enum(ASSET_CONDITIONS, { message: 'validation.store.conditionRequired' }),
  acquiredOn: optional(dateSchema()),
  value: optional(moneySchema),
});
export type AssetInput = z.input<typeof assetInputSchema>;
export type AssetValues = z.output<typeof assetInputSchema>;
export const assetUpdateSchema = assetInputSchema
  .extend({
    nameEn: clearable(textSchema(200)),
    categoryId: clearable(idSchema()),
    custodianDeskId: clearable(idSchema()),
    acquiredOn: clearable(dateSchema()),
    value: clearable(moneySchema),
  })
  .partial()
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type AssetUpdate = z.input<typeof assetUpdateSchema>;
export type AssetChanges = z.output<typeof assetUpdateSchema>;
export const assetFilterSchema = z.object({
  search: optional(textSchema(100)),
  condition: optional(z.enum(ASSET_CONDITIONS, { message: 'validation.invalid' })),
  officeId: optional(idSchema()),
});
export const assetQuerySchema = assetFilterSchema.extend(paging);
export type AssetFilter = z.output<typeof assetFilterSchema>;
export type AssetQuery = z.output<typeof assetQuerySchema>;
export interface AssetRow {
  id: number;
  tagNo: string;
  nameBn: string;
  nameEn: string;
  categoryId: number | null;
  custodianDeskId: number | null;
  custodianBn: string | null;
  custodianEn: string | null;
  condition: AssetCondition;
  acquiredOn: string | null;
  value: string | null;
}

/* Dashboard ----------------------------------------------------------------------------------- */

export const officeQuerySchema = z.object({ officeId: optional(idSchema()) });
export interface StoreDashboard {
  officeId: number;
  products: number;
  lowStock: number;
  outOfStock: number;
  requisitions: Record<RequisitionStatus, number>;
  /** Receipts and deliveries of the current fiscal year (July to June). */
  fiscalYear: string;
  receivedThisYear: number;
  deliveredThisYear: number;
  /** Adjustments of the current fiscal year: how many, and the quantity taken out and added, by reason. */
  adjustmentsThisYear: AdjustmentTally & { byReason: Record<AdjustmentReason, AdjustmentTally> };
  assets: Record<AssetCondition, number>;
}
export interface AdjustmentTally {
  count: number;
  /** Quantity taken out of stock (written off), as a positive number. */
  writtenOff: number;
  /** Quantity added to stock. */
  added: number;
}
