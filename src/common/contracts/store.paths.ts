/**
 * The API paths of the store and the fixed lists its screens filter and label by, apart from its
 * schemas: a list that only calls them and names the choices of its filters carries no validator
 * (store.contract.ts re-exports them).
 */
const BASE = '/api/store';
export const STORE_PATHS = {
  officer: `${BASE}/officer`,
  deskOptions: `${BASE}/desk-options`,
  categories: `${BASE}/categories`,
  category: (id: number | string) => `${BASE}/categories/${id}`,
  products: `${BASE}/products`,
  productsExport: `${BASE}/products/export`,
  product: (id: number | string) => `${BASE}/products/${id}`,
  productLedger: (id: number | string) => `${BASE}/products/${id}/ledger`,
  productAdjustments: (id: number | string) => `${BASE}/products/${id}/adjustments`,
  receipts: `${BASE}/receipts`,
  receipt: (id: number | string) => `${BASE}/receipts/${id}`,
  requisitions: `${BASE}/requisitions`,
  requisitionsExport: `${BASE}/requisitions/export`,
  requisition: (id: number | string) => `${BASE}/requisitions/${id}`,
  requisitionDecision: (id: number | string) => `${BASE}/requisitions/${id}/decision`,
  requisitionDeliver: (id: number | string) => `${BASE}/requisitions/${id}/deliver`,
  requisitionCancel: (id: number | string) => `${BASE}/requisitions/${id}/cancel`,
  assets: `${BASE}/fixed-assets`,
  assetsExport: `${BASE}/fixed-assets/export`,
  asset: (id: number | string) => `${BASE}/fixed-assets/${id}`,
  dashboard: `${BASE}/dashboard`,
} as const;

/* Products and their stock -------------------------------------------------------------------- */

export const UNITS = [
  'piece',
  'box',
  'ream',
  'packet',
  'dozen',
  'set',
  'litre',
  'kg',
  'roll',
  'pair',
] as const;
export type Unit = (typeof UNITS)[number];

export const STOCK_FILTERS = ['all', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['name', 'stock', 'updated'] as const;

export const LEDGER_KINDS = ['receive', 'deliver', 'adjust'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Why stock changes outside receipts and deliveries: a physical count that differs, goods damaged,
 * expired, lost or stolen, or another reason (a write-off by order, say), which the note explains.
 */
export const ADJUSTMENT_REASONS = ['count', 'damaged', 'expired', 'lost', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
/** Reasons that only ever take goods out of the store. */
export const OUTGOING_REASONS: readonly AdjustmentReason[] = ['damaged', 'expired', 'lost'];

/* Requisitions -------------------------------------------------------------------------------- */

export const REQUISITION_STATUSES = ['pending', 'approved', 'rejected', 'delivered', 'cancelled'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export const REQUISITION_DECISIONS = ['approve', 'reject'] as const;
/** mine: the caller's desk's requisitions; office: every requisition of the store (store officer). */
export const REQUISITION_SCOPES = ['mine', 'office'] as const;

/* Fixed assets -------------------------------------------------------------------------------- */

export const ASSET_CONDITIONS = ['good', 'repairable', 'unusable', 'disposed'] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];
