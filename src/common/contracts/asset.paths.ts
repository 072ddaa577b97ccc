/**
 * The API paths of asset statements and the fixed lists their screens filter and label by, apart
 * from the schemas: a list that only calls them and names its choices carries no validator
 * (asset.contract.ts re-exports them).
 */
const BASE = '/api/asset';
export const ASSET_PATHS = {
  mine: `${BASE}/statements/mine`,
  statements: `${BASE}/statements`,
  one: (id: number | string) => `${BASE}/statements/${id}`,
  step: (id: number | string, action: AssetAction) => `${BASE}/statements/${id}/${action}`,
  pending: `${BASE}/pending`,
  summary: `${BASE}/summary`,
  compliance: `${BASE}/compliance`,
  complianceExport: `${BASE}/compliance/export`,
  officers: (officeId: number | string) => `${BASE}/compliance/${officeId}/officers`,
  deadlines: `${BASE}/deadlines`,
  receiver: (officeId: number | string) => `${BASE}/receivers/${officeId}`,
  /** POST: remind the office's officers who have not filed (once per office, fiscal year and Dhaka day). */
  remind: (officeId: number | string) => `${BASE}/compliance/${officeId}/remind`,
} as const;

/* The workflow ------------------------------------------------------------------------------- */

export const ASSET_STATUSES = ['draft', 'submitted', 'accepted', 'returned'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
/** Filed: with the receiving authority or accepted; a returned statement is back with the declarant. */
export const FILED_STATUSES: readonly AssetStatus[] = ['submitted', 'accepted'];
export const EDITABLE_ASSET_STATUSES: readonly AssetStatus[] = ['draft', 'returned'];

export const ASSET_ACTIONS = {
  submit: { from: ['draft', 'returned'], to: 'submitted', by: 'declarant' },
  accept: { from: ['submitted'], to: 'accepted', by: 'receiver' },
  return: { from: ['submitted'], to: 'returned', by: 'receiver' },
} as const satisfies Record<
  string,
  { from: readonly AssetStatus[]; to: AssetStatus; by: 'declarant' | 'receiver' }
>;
export type AssetAction = keyof typeof ASSET_ACTIONS;

/** A receiving desk's two lists: its queue (submitted), or the statements it has accepted. */
export const PENDING_STATUSES = ['submitted', 'accepted'] as const;
/** An office's officers in the compliance report: all, those who have filed, those who have not. */
export const OFFICER_FILINGS = ['all', 'filed', 'notFiled'] as const;
export type OfficerFilingFilter = (typeof OFFICER_FILINGS)[number];

/* The statement's sections (the form names its choices by them) ------------------------------ */

export const OWNERS = ['self', 'spouse', 'dependant'] as const;
export const IMMOVABLE_KINDS = ['land', 'building', 'flat', 'other'] as const;
export const ACQUIRED_BY = ['purchase', 'inheritance', 'gift', 'other'] as const;
export const MOVABLE_KINDS = [
  'cash',
  'bankDeposit',
  'savingsCertificate',
  'shares',
  'insurance',
  'vehicle',
  'gold',
  'electronics',
  'furniture',
  'other',
] as const;
export const LIABILITY_KINDS = ['bankLoan', 'houseBuildingLoan', 'personalLoan', 'other'] as const;
export const INCOME_KINDS = ['salary', 'rent', 'agriculture', 'business', 'interest', 'other'] as const;
export const RELATIONS = ['son', 'daughter', 'father', 'mother', 'other'] as const;
/** Rows per section: more than any officer declares, small enough to keep one statement small. */
export const MAX_ROWS = 50;
/** Dependants: fewer than the other sections' rows. */
export const MAX_DEPENDANTS = 20;
/** Taka in English digits, up to two decimals: '2500000' or '2500000.50'. */
export const MONEY_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;
