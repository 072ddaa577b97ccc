/**
 * Employee asset statements (সম্পদ বিবরণী, SPEC.md §2 /emp-asset-mgt): every officer declares, once
 * per fiscal year, the immovable and movable assets, liabilities and income of self, spouse and
 * dependants. Workflow: draft (autosaved) → submitted to the receiving authority → accepted, or
 * returned to the declarant and submitted again. Confidential: only the declarant and the receiving
 * desk read a statement. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { blankToUndefined, dateSchema, idSchema, intSchema, storable, textSchema } from '../validation';
import type { AssetStatus } from './asset.paths';
import {
  ACQUIRED_BY,
  ASSET_STATUSES,
  IMMOVABLE_KINDS,
  INCOME_KINDS,
  LIABILITY_KINDS,
  MAX_DEPENDANTS,
  MAX_ROWS,
  MONEY_PATTERN,
  MOVABLE_KINDS,
  OFFICER_FILINGS,
  OWNERS,
  PENDING_STATUSES,
  RELATIONS,
} from './asset.paths';
import { fiscalYearSchema } from './innovation.contract';
import type { Named } from './office.contract';

/** The paths and fixed lists, apart so that a list that calls them carries no validator. */
export * from './asset.paths';

/* The statement's sections ------------------------------------------------------------------ */

export const moneySchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  storable(
    z.string({ message: 'validation.asset.amountInvalid' }).trim().max(16, 'validation.asset.amountInvalid'),
  ).refine((value) => MONEY_PATTERN.test(value), 'validation.asset.amountInvalid'),
);
const text = (max: number) => z.preprocess((value) => value ?? '', textSchema(max));
const owner = z.enum(OWNERS, { message: 'validation.invalid' });

const immovableSchema = z.object({
  owner,
  kind: z.enum(IMMOVABLE_KINDS, { message: 'validation.invalid' }),
  location: textSchema(300, 'validation.asset.locationRequired'),
  area: text(60),
  value: moneySchema,
  acquiredBy: z.enum(ACQUIRED_BY, { message: 'validation.invalid' }),
  acquiredOn: z.preprocess(blankToUndefined, dateSchema().optional()),
});
const movableSchema = z.object({
  owner,
  kind: z.enum(MOVABLE_KINDS, { message: 'validation.invalid' }),
  description: text(300),
  value: moneySchema,
});
const liabilitySchema = z.object({
  owner,
  kind: z.enum(LIABILITY_KINDS, { message: 'validation.invalid' }),
  lender: textSchema(200, 'validation.asset.lenderRequired'),
  amount: moneySchema,
});
const incomeSchema = z.object({
  owner,
  kind: z.enum(INCOME_KINDS, { message: 'validation.invalid' }),
  description: text(300),
  annualAmount: moneySchema,
});
const dependantSchema = z.object({
  name: textSchema(100, 'validation.asset.nameRequired'),
  relation: z.enum(RELATIONS, { message: 'validation.invalid' }),
});
const rows = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_ROWS, 'validation.asset.tooManyRows').default([]);

export const assetContentSchema = z.object({
  spouseName: text(100),
  dependants: z.array(dependantSchema).max(MAX_DEPENDANTS, 'validation.asset.tooManyRows').default([]),
  immovable: rows(immovableSchema),
  movable: rows(movableSchema),
  liabilities: rows(liabilitySchema),
  income: rows(incomeSchema),
});
export type AssetContentInput = z.input<typeof assetContentSchema>;
export type AssetContent = z.output<typeof assetContentSchema>;
export type ImmovableRow = AssetContent['immovable'][number];
export type MovableRow = AssetContent['movable'][number];
export type LiabilityRow = AssetContent['liabilities'][number];
export type IncomeRow = AssetContent['income'][number];

export const emptyContent = (): AssetContent => ({
  spouseName: '',
  dependants: [],
  immovable: [],
  movable: [],
  liabilities: [],
  income: [],
});

/** Totals in poisha (integers), so adding taka never loses a poisha to floating point. */
const poisha = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const taka = (value: bigint) => {
  const fraction = value % 100n;
  return fraction === 0n ? String(value / 100n) : `${value / 100n}.${String(fraction).padStart(2, '0')}`;
};
export function contentTotals(content: AssetContent) {
  const sum = (values: string[]) => taka(values.reduce((total, value) => total + poisha(value), 0n));
  return {
    totalAssets: sum([
      ...content.immovable.map((row) => row.value),
      ...content.movable.map((row) => row.value),
    ]),
    totalLiabilities: sum(content.liabilities.map((row) => row.amount)),
    totalIncome: sum(content.income.map((row) => row.annualAmount)),
  };
}

/* Requests ---------------------------------------------------------------------------------- */

export const newStatementSchema = z.object({ fiscalYear: fiscalYearSchema });
/** An autosave names the revision it was made on, so a stale tab cannot overwrite a newer save. */
export const saveStatementSchema = z.object({
  revision: intSchema(0, 1_000_000),
  content: assetContentSchema,
});
export type SaveStatementInput = z.input<typeof saveStatementSchema>;

export const decisionBodySchema = z.object({
  note: z.preprocess(blankToUndefined, textSchema(1000).optional()),
});
export const idParamSchema = z.object({ id: idSchema() });
export const officeParamSchema = z.object({ officeId: idSchema() });

const page = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
const optionalFiscalYear = z.preprocess(blankToUndefined, fiscalYearSchema.optional());

export const mineQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ASSET_STATUSES).optional()),
  ...page,
});
export const pendingQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
  /** The queue (submitted), or the statements this desk has accepted. */
  status: z.preprocess(blankToUndefined, z.enum(PENDING_STATUSES).default('submitted')),
  fiscalYear: optionalFiscalYear,
  ...page,
});
export const complianceFilterSchema = z.object({
  fiscalYear: optionalFiscalYear,
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
});
export const complianceQuerySchema = complianceFilterSchema.extend(page);
export const officersQuerySchema = z.object({
  fiscalYear: optionalFiscalYear,
  filing: z.preprocess(blankToUndefined, z.enum(OFFICER_FILINGS).default('all')),
  ...page,
});
export const summaryQuerySchema = z.object({
  fiscalYear: optionalFiscalYear,
  officeId: z.preprocess(blankToUndefined, idSchema().optional()),
});
export const deadlineSchema = z.object({
  fiscalYear: fiscalYearSchema,
  dueDate: dateSchema(),
  /** Days before the due date from which the declarants see the reminder. */
  remindDays: intSchema(0, 120),
});
export const receiverBodySchema = z.object({ deskId: idSchema() });
/** The fiscal year to remind of; the current one when left out. */
export const remindBodySchema = z.object({ fiscalYear: optionalFiscalYear });

export type AssetListQuery = z.input<typeof pendingQuerySchema>;

/* Responses --------------------------------------------------------------------------------- */

export interface Person {
  userId: number;
  nameBn: string;
  nameEn: string;
  designation: Named | null;
}

export interface AssetSummaryRow {
  id: number;
  fiscalYear: string;
  status: AssetStatus;
  declarant: Person;
  office: Named;
  totalAssets: string;
  totalLiabilities: string;
  submittedAt: string | null;
  decidedAt: string | null;
  updatedAt: string;
}

export interface AssetStatement extends AssetSummaryRow {
  revision: number;
  content: AssetContent;
  totalIncome: string;
  /** The receiving desk: its office, and its designation in Bangla. */
  receiver: (Named & { deskId: number; designationBn: string | null }) | null;
  decisionNote: string | null;
  can: { edit: boolean; submit: boolean; decide: boolean };
}

export interface Deadline {
  fiscalYear: string;
  dueDate: string;
  remindDays: number;
}

export interface MyStatements {
  currentFiscalYear: string;
  deadline: Deadline | null;
  items: AssetSummaryRow[];
  total: number;
}

/** The answer to a reminder: how many officers of the office were reminded, on which Dhaka day. */
export interface AssetReminderResult {
  officeId: number;
  fiscalYear: string;
  day: string;
  reminded: number;
}

export interface ComplianceRow {
  office: Named;
  officers: number;
  filed: number;
  accepted: number;
  notFiled: number;
}

export interface OfficerFiling {
  userId: number;
  nameBn: string;
  nameEn: string;
  designation: Named;
  statementId: number | null;
  status: AssetStatus | null;
  submittedAt: string | null;
}

export interface AssetFigures {
  fiscalYear: string;
  office: Named | null;
  officers: number;
  byStatus: Record<AssetStatus, number>;
  notStarted: number;
  deadline: Deadline | null;
}

export interface ReceiverSetting {
  office: Named;
  /** The desk named for the office, or null when its head desk receives by default. */
  deskId: number | null;
  effective: { deskId: number; label: string } | null;
  candidates: { deskId: number; label: string }[];
}

export interface Page<T> {
  items: T[];
  total: number;
}
